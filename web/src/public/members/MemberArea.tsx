import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { mayUseMemberArea } from '../../../../shared/member-area';
import { memberLoginMessages, memberPortalMessages } from '../../../../shared/member-portal-messages';
import type { MemberAccountFieldsFragment as MemberAccount } from '../../gql/graphql';
import { useToast } from '../../shared/Toast';
import { CalendarSection } from './CalendarSection';
import { formatMemberDay } from './memberDates';
import { forgetMember, useMemberFailure } from './memberErrors';
import { SignOutMemberDocument } from './members.graphql';
import { MyDataSection } from './MyDataSection';
import { MyDetailsSection } from './MyDetailsSection';
import { MyEventsSection } from './MyEventsSection';
import { MyMembershipSection } from './MyMembershipSection';
import { NewsletterSection } from './NewsletterSection';
import { PayOnlineButton } from './PayOnlineButton';
import { RenewalNotice } from './RenewalNotice';
import { ResignSection } from './ResignSection';

const STATUS_TEXT: Record<MemberAccount['status'], string> = {
  APPROVED: 'Active',
  INACTIVE: 'Inactive',
  PENDING: 'Being reviewed',
  REJECTED: 'Not approved',
};
const TYPE_TEXT: Record<MemberAccount['memberType'], string> = { OWNER: 'Owner', RENTER: 'Renter', INVESTOR: 'Investor' };

/**
 * The signed-in member's own area at /members (issue #21): a welcome with "Log out", then by the
 * membership's status — pending: "being reviewed" with the date applied; rejected: the outcome and
 * how to ask again; then the sections the status opens (shared/member-area.ts, the rule the server
 * follows too): approved: Membership, My details, My events, Calendar, Newsletter; inactive: the same
 * without Calendar. My data is there for every status (anyone we hold data about may download or erase it).
 */
export function MemberArea({ member, headingRef }: { member: MemberAccount; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const toast = useToast();
  const client = useApolloClient();
  const failed = useMemberFailure();
  const [signOut, signingOut] = useMutation(SignOutMemberDocument);
  const id = useId();

  const logOut = async () => {
    try {
      await signOut();
      forgetMember(client.cache);
      toast.success(memberLoginMessages.logout);
    } catch (error) {
      failed(error);
    }
  };

  const { hash, search } = useLocation();
  // Back from Stripe Checkout (issue #34): the payment is recorded when Stripe tells the server.
  const paidOnline = new URLSearchParams(search).get('payment') === 'success';
  // A renewal reminder's link opens "My membership" (issue #34: /members#my-membership).
  useEffect(() => {
    if (hash === '#my-membership') document.getElementById('my-membership')?.scrollIntoView();
  }, [hash]);

  const opens = (part: Parameters<typeof mayUseMemberArea>[1]) => mayUseMemberArea(member.status, part);
  return (
    <section className="portal__area" aria-labelledby={`${id}-title`}>
      <div className="portal__welcome">
        <div>
          <h1 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
            {memberPortalMessages.areaTitle}
          </h1>
          <p className="portal__lead">
            Welcome, <strong className="portal__name">{member.firstName}</strong>.
          </p>
        </div>
        <button type="button" className="btn" onClick={() => void logOut()} disabled={signingOut.loading}>
          {memberPortalMessages.signOutButton}
        </button>
      </div>

      {member.status === 'PENDING' && (
        <div className="card portal__outcome">
          <h2>{memberPortalMessages.pendingTitle}</h2>
          <p>{memberPortalMessages.pendingLead.replace('{date}', formatMemberDay(member.appliedAt))}</p>
        </div>
      )}
      {member.status === 'REJECTED' && (
        <div className="card portal__outcome">
          <h2>{memberPortalMessages.rejectedTitle}</h2>
          {member.rejectionReason && (
            <p>
              <strong>The committee’s reason:</strong> {member.rejectionReason}
            </p>
          )}
          <p>
            {memberPortalMessages.rejectedReconsider} <Link to="/contact">Contact us</Link>.
          </p>
        </div>
      )}
      {member.status === 'INACTIVE' && (
        <p className="portal__notice" role="note">
          {memberPortalMessages.inactiveLead}
        </p>
      )}

      {opens('membership') && (
        <section id="my-membership" className="card portal__section" aria-labelledby={`${id}-membership`}>
          <h2 id={`${id}-membership`}>Membership</h2>
          <dl className="portal__facts">
            <div>
              <dt>Member number</dt>
              <dd>{member.memberNumber}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{TYPE_TEXT[member.memberType] ?? member.memberType}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd data-testid="member-status">{STATUS_TEXT[member.status] ?? member.status}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{formatMemberDay(member.joinDate)}</dd>
            </div>
          </dl>
          {member.status === 'APPROVED' && <RenewalNotice />}
        </section>
      )}
      {paidOnline && (
        <p className="portal__notice" role="status">
          Thank you: your card payment went through. It shows here once Stripe confirms it, usually within a minute, and your receipt comes by e-mail.
        </p>
      )}
      {opens('membership') && <MyMembershipSection payOnline={(charge) => <PayOnlineButton chargeId={charge.id} />} />}
      {opens('details') && <MyDetailsSection member={member} />}
      {opens('events') && <MyEventsSection member={member} />}
      {opens('calendar') && <CalendarSection member={member} />}
      {opens('newsletter') && <NewsletterSection member={member} />}
      <MyDataSection member={member} />
      {member.status === 'APPROVED' && <ResignSection />}
    </section>
  );
}
