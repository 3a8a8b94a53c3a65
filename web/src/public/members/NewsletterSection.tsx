import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { memberPortalMessages } from '../../../../shared/member-portal-messages';
import type { MemberAccountFieldsFragment as MemberAccount } from '../../gql/graphql';
import { useToast } from '../../shared/Toast';
import { useMemberFailure } from './memberErrors';
import { SetMyNewsletterSubscriptionDocument } from './members.graphql';

/**
 * "Newsletter" of the member area (issue #21): one switch, subscribed or not
 * (`setMyNewsletterSubscription`). A button with role="switch", so it is read as on or off.
 */
export function NewsletterSection({ member }: { member: MemberAccount }) {
  const id = useId();
  const toast = useToast();
  const failed = useMemberFailure();
  const [set, { loading }] = useMutation(SetMyNewsletterSubscriptionDocument);
  const on = member.newsletterSubscribed;

  const toggle = async () => {
    try {
      await set({ variables: { subscribed: !on } });
      toast.success(on ? memberPortalMessages.newsletterOff : memberPortalMessages.newsletterOn);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section className="card portal__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletter</h2>
      <p id={`${id}-about`}>News, events and working bees, about once a month.</p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-about`}
        className="portal__switch"
        onClick={() => void toggle()}
        disabled={loading}
      >
        <span className="portal__switch-track" aria-hidden="true">
          <span className="portal__switch-thumb" />
        </span>
        <span>Send me the newsletter</span>
      </button>
    </section>
  );
}
