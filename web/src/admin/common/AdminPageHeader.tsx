import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * An admin page's header (issue #23: written once for the admin pages): the page's title as its one
 * h1 and the lead under it, with the page's own controls beside them.
 * @param title the page's title, also its heading
 * @param lead the sentence that says what the page is for
 * @param back on a page inside another (an event's attendees, a newsletter issue), the link back to it, above the title
 * @param details more lines under the lead, e.g. the attendees' figures
 * @param children the page's controls (buttons, toggles), if any
 */
export function AdminPageHeader({
  title,
  lead,
  back,
  details,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  back?: { to: string; label: string };
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="admin-page__header">
      <div>
        {back && (
          <p>
            <Link to={back.to}>{back.label}</Link>
          </p>
        )}
        <h1 className="admin-page__title">{title}</h1>
        <p className="admin-page__lead">{lead}</p>
        {details}
      </div>
      {children}
    </div>
  );
}
