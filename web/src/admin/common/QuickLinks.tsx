import './QuickLinks.css';
import { Link } from 'react-router-dom';

/** One quick link: where it goes and its text. */
export interface QuickLink {
  to: string;
  label: string;
}

/**
 * A dashboard's "Quick links" section (SPEC §2 Admin dashboard overview, Admin CMS dashboard): its
 * heading and a wrapping row of button links, in the order given.
 * @param id the heading's id, which names the section
 */
export function QuickLinks({ id, links }: { id: string; links: readonly QuickLink[] }) {
  return (
    <section className="admin-page__section" aria-labelledby={id}>
      <h2 id={id}>Quick links</h2>
      <ul className="quick-links">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link className="btn" to={to}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
