import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import type { MemberAccountFieldsFragment as MemberAccount } from '../../gql/graphql';
import { downloadFile } from '../../shared/downloadFile';
import { useToast } from '../../shared/Toast';
import { ConfirmInPlace } from './ConfirmInPlace';
import { formatMemberDay } from './memberDates';
import { useMemberFailure } from './memberErrors';
import { ExportMyPersonalDataDocument, RequestMyErasureDocument } from './members.graphql';

/**
 * "My data" of the member area (issue #21, Australian Privacy Principles 12 and 13): download
 * everything held about the member as a JSON file (`exportMyPersonalData`, the privacy export), and ask
 * the committee to delete it, after a confirmation step (`requestMyErasure`); an open request shows
 * when it was made.
 */
export function MyDataSection({ member }: { member: MemberAccount }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [exportData, { loading: downloading }] = useMutation(ExportMyPersonalDataDocument);
  const [confirming, setConfirming] = useState(false);
  const [requestErasure, erasure] = useMutation(RequestMyErasureDocument);
  const heading = useRef<HTMLHeadingElement>(null);

  const download = async () => {
    try {
      const { data } = await exportData();
      if (!data) throw new Error(memberPortalMessages.actionFailed);
      downloadFile(data.exportMyPersonalData.filename, data.exportMyPersonalData.json, 'application/json');
      toast.success(memberPortalMessages.dataDownloaded);
    } catch (error) {
      failed(error);
    }
  };

  const erase = async () => {
    try {
      await requestErasure();
      setConfirming(false);
      toast.success(memberPortalMessages.erasureRequested);
      heading.current?.focus();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        My data
      </h2>
      <p>Download everything we hold about you, as a file you can open or keep.</p>
      <div className="portal__actions">
        <button type="button" className="btn" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? 'Preparing…' : 'Download my information'}
        </button>
      </div>
      {member.erasureRequestedAt ? (
        <p className="portal__notice" data-testid="erasure-requested">
          You asked us to delete your information on {formatMemberDay(member.erasureRequestedAt)}. {memberPortalMessages.erasureRequested}
        </p>
      ) : (
        <ConfirmInPlace
          open={confirming}
          onOpen={setConfirming}
          askLabel="Ask us to delete my information"
          askWrapper="portal__actions"
          groupLabel="Confirm asking us to delete your information"
          question={memberPortalMessages.erasureConfirm}
          yesLabel="Yes, ask to delete my information"
          noLabel="No, keep it"
          busy={erasure.loading}
          onYes={() => void erase()}
        />
      )}
    </section>
  );
}
