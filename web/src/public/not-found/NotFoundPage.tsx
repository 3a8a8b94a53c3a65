import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/** The 404 page for unknown paths and for slugs the API answers NOT_FOUND. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="container" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or it is not published yet.</p>
      <p>
        <Link to="/" className="btn btn--primary">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
