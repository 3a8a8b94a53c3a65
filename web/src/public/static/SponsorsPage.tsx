import { StaticPage } from './StaticPage';

/** /sponsors: who supports the association and how to become a sponsor. */
export default function SponsorsPage() {
  return (
    <StaticPage title="Sponsors">
      <p>Our projects are run by volunteers and supported by local businesses and grants. Thank you to:</p>
      <ul>
        <li>Greenfield Community Bank — playground renovation</li>
        <li>Station Street Hardware — tools for clean-up days</li>
        <li>City Council Neighbourhood Grants — creek revegetation</li>
        <li>Vine Street Bakery — morning tea at every working bee</li>
      </ul>
      <h2>Become a sponsor</h2>
      <p>Sponsors are thanked on this page, in our newsletter and at events. Donations of goods or time are just as welcome as money.</p>
    </StaticPage>
  );
}
