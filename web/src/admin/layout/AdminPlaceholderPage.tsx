import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { adminMessages } from '../../../../shared/admin-messages';
import { adminPageAt } from './adminPages';

/**
 * Stands in for an admin page that is not built yet (SPEC §2 Admin routes): its title and
 * "This page is being rebuilt.". An unknown /admin path shows "Not found" with a link to the dashboard.
 */
export default function AdminPlaceholderPage() {
  const { pathname } = useLocation();
  const page = adminPageAt(pathname);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{page ? page.label : messages.errors.notFound}</h1>
      {page ? <p>{adminMessages.admin.beingRebuilt}</p> : <Link to="/admin">Back to the dashboard</Link>}
    </div>
  );
}
