import { useParams } from 'react-router-dom';
import AdminPlaceholderPage from '../layout/AdminPlaceholderPage';
import ContentListPage from './ContentListPage';
import { collectionAt } from './collections';

/**
 * The page at /admin/cms/{collection} (SPEC §2 CMS list pages): the list of the collection declared
 * with that path in shared/collections (issue #23), or the admin "Not found" for any other path.
 * Keyed by path, so switching lists starts with fresh filters and selection.
 */
export default function CmsCollectionPage() {
  const { collection = '' } = useParams();
  return collectionAt(collection) ? <ContentListPage key={collection} path={collection} /> : <AdminPlaceholderPage />;
}
