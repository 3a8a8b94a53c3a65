import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { renewalMessages } from '../../../../shared/renewals-messages';
import { useToast } from '../../shared/Toast';
import { ConfirmInPlace } from './ConfirmInPlace';
import { useMemberFailure } from './memberErrors';
import { MyRenewalDocument, ResignMembershipDocument } from './renewal.graphql';

/**
 * "Resign my membership" in the member area (issue #34), for a current member, after a confirmation
 * step: the membership ends today (the register of members' date), any renewal still owed is
 * cancelled and a confirmation is e-mailed. The member stays signed in: a former member keeps their
 * area for their details, receipts and data.
 */
export function ResignSection() {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [confirming, setConfirming] = useState(false);
  const [resign, resigning] = useMutation(ResignMembershipDocument, { refetchQueries: [MyRenewalDocument] });
  const heading = useRef<HTMLHeadingElement>(null);

  const confirm = async () => {
    try {
      await resign({ variables: { input: { confirm: true } } });
      setConfirming(false);
      toast.success(renewalMessages.resigned);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {renewalMessages.resignTitle}
      </h2>
      <p>{renewalMessages.resignLead}</p>
      <ConfirmInPlace
        open={confirming}
        onOpen={setConfirming}
        askLabel={renewalMessages.resignButton}
        askWrapper="portal__actions"
        groupLabel="Confirm resigning your membership"
        question={renewalMessages.resignConfirmQuestion}
        yesLabel={renewalMessages.resignConfirmButton}
        noLabel={renewalMessages.resignCancelButton}
        busy={resigning.loading}
        onYes={() => void confirm()}
      />
    </section>
  );
}
