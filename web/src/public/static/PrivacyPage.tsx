import { useQuery } from '@apollo/client/react';
import { defaultRetention, retentionRules } from '../../../../shared/retention-defaults';
import { StaticPage } from './StaticPage';
import { RetentionSettingsDocument } from './privacy.graphql';

/** Days as people say them: "30 days", "12 months", "2 years". */
function period(days: number): string {
  if (days % 365 === 0) return days === 365 ? '12 months' : `${days / 365} years`;
  if (days % 30 === 0 && days >= 60) return `${days / 30} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * /privacy (issue #19): how the association handles personal information under the Australian
 * Privacy Principles — what is collected and why, who sees it (by staff role), how long it is kept
 * (from the retention settings, their defaults while loading), and how to ask for access,
 * correction or erasure. /join links here from its collection notice. Issue #33: it says only what
 * the server does — a newsletter sign-up keeps no name, contact messages are also e-mailed to the
 * association's mailbox, data passes through the host and the e-mail provider, and an erasure
 * reaches neither that mailbox nor backups made before it. Issue #34: payments and receipts are kept
 * 7 years (AIR Act 2012 (Vic) s 89(2)); erasure removes only the e-mail address from them.
 */
export default function PrivacyPage() {
  const { data } = useQuery(RetentionSettingsDocument, { fetchPolicy: 'cache-first' });
  const retention = data?.retentionSettings ?? defaultRetention;
  return (
    <StaticPage title="Privacy Policy">
      <p>We follow the Australian Privacy Principles (APPs) in the Privacy Act 1988 (Cth) when we collect, use and store personal information.</p>
      <h2>What we collect and why</h2>
      <p>
        The membership form collects your name, email, phone, address, household size, member type, language spoken and residency details. We use them
        to check that you live or own property in Greenfield, to keep the register of members the Associations Incorporation Reform Act 2012 (Vic)
        requires (your name, address, class of membership and the date you joined), and to contact you about meetings, events and your membership.
        Receipts use the organisation name you give us.
      </p>
      <p>
        RSVPs and contact messages keep your name and email so we can reply and plan events. A newsletter sign-up keeps your email and a record of
        when and on which page you agreed to receive it. A contact message is also e-mailed to the association’s own mailbox, so a committee member
        can reply.
      </p>
      <h2>Who sees it</h2>
      <ul>
        <li>
          <strong>Administrators</strong> (committee members who review applications) see member details, RSVPs, contact messages, newsletter
          subscribers and the e-mails we send.
        </li>
        <li>
          <strong>Editors</strong> look after the website’s news, events and pages. They see how many members there are, who has RSVPed to each event
          (name, email, party size and comments, to run the event and check people in), contact messages and newsletter subscribers, but not member
          details.
        </li>
        <li>Members may inspect the register of members (names, addresses and dates), as the law allows.</li>
      </ul>
      <p>
        We never sell your information. It is stored by the company that hosts this website, and the e-mails we send you pass through our e-mail
        provider; otherwise we share it only where the law requires it.
      </p>
      <h2 id="how-long">How long we keep it</h2>
      <ul>
        <li>
          Members’ details: while you are a member, and after you leave until you ask us to erase them (so a membership can be restored and questions
          about it answered). The register of members shows a former member only by name and the date they left.
        </li>
        <li>
          Payments and receipts (membership fees, donations, event fees): <strong>7 years</strong>, because the law requires an incorporated
          association to keep its financial records that long. We do not delete them earlier, even when you ask us to erase your information: we
          remove your e-mail address from them, and your name, the amounts, dates and receipts stay.
        </li>
        {retentionRules.map((rule) => (
          <li key={rule.key}>
            {rule.what}: <strong>{period(retention[rule.key])}</strong>.
          </li>
        ))}
      </ul>
      <p>After that, a daily job removes them.</p>
      <h2>Access, correction and deletion</h2>
      <p>
        You can ask to see (APP 12), correct (APP 13) or delete (APP 11) the information we hold about you at any time: email or call us using the
        details below and tell us the email address you used. We answer within 30 days. We send you a copy of everything we hold, correct what is
        wrong, or erase it from this website — including your RSVPs, messages, newsletter copies and the e-mails we sent you. Our records of what was
        done keep only the fact, not your details. Records of payments and receipts are kept for 7 years, as the law requires, with your name but
        without your e-mail address. Two copies are outside the website’s reach: contact messages already e-mailed to the association’s mailbox, and
        backup copies of the database made before the erasure. Tell us and we delete the mailbox copy; a backup keeps the information until that
        backup is deleted.
      </p>
      <h2>Complaints</h2>
      <p>If you are not satisfied with our answer you can contact the Office of the Australian Information Commissioner (OAIC).</p>
    </StaticPage>
  );
}
