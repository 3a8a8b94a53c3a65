import './NotFoundPage.css';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/**
 * The public 404 page (SPEC §2 Public routes): shown for unknown paths and for slugs the API
 * answers NOT_FOUND, with a way back home and to the contact page.
 */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or it is not published yet.</p>
      <p className="not-found__actions">
        <Link to="/" className="btn btn--primary">
          Back to the home page
        </Link>
        <Link to="/contact" className="btn">
          Contact us
        </Link>
      </p>
    </div>
  );
}
