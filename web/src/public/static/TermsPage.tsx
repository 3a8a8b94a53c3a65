import { StaticPage } from './StaticPage';

/** /terms: membership terms and site use. */
export default function TermsPage() {
  return (
    <StaticPage title="Terms and Conditions">
      <h2>Membership</h2>
      <p>
        Membership is open to people who live in, rent in or own property in Greenfield. The committee reviews each application and may decline one
        that does not meet these rules, giving a reason. Members agree to treat neighbours, volunteers and staff with respect at meetings, events and
        online.
      </p>
      <h2>Information you give us</h2>
      <p>You confirm the details you give are true. Our Privacy Policy explains how we handle them.</p>
      <h2>Events</h2>
      <p>Events are run by volunteers. Please follow organisers’ safety instructions; children must be supervised by an adult.</p>
      <h2>This website</h2>
      <p>Content on this site is provided for residents’ information. We try to keep it accurate and may update it at any time.</p>
    </StaticPage>
  );
}
