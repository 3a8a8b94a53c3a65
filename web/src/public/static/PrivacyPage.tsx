import { StaticPage } from './StaticPage';

/** /privacy: how the association handles personal information under the Australian Privacy Principles. */
export default function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <p>We follow the Australian Privacy Principles (APPs) in the Privacy Act 1988 (Cth) when we collect, use and store personal information.</p>
      <h2>What we collect and why</h2>
      <p>
        The membership form collects your name, email, phone, address, household size, member type, language spoken and residency details. We use them
        to check that you live or own property in Greenfield, to keep the member register our rules require, and to contact you about meetings, events
        and your membership. Receipts use the organisation name you give us.
      </p>
      <p>RSVPs, contact messages and newsletter sign-ups keep your name and email so we can reply and plan events.</p>
      <h2>Who sees it</h2>
      <p>
        Only committee members who review applications can see member details. We never sell or share your information, except where the law requires
        it.
      </p>
      <h2>Access, correction and deletion</h2>
      <p>You can ask to see, correct or delete your information at any time. We answer within 30 days.</p>
      <h2>Complaints</h2>
      <p>If you are not satisfied with our answer you can contact the Office of the Australian Information Commissioner (OAIC).</p>
    </StaticPage>
  );
}
