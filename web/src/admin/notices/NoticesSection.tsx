import { useParams } from 'react-router-dom';
import NoticePage from './NoticePage';
import NoticePostListPage from './NoticePostListPage';
import NoticesPage from './NoticesPage';

/**
 * The Notices section of the admin (issue #35) as one lazily loaded chunk behind one route
 * (`notices/*`, so the bundle of / stays in its budget): the list and compose page (/admin/notices),
 * one notice (/admin/notices/{id}) and its post list (/admin/notices/{id}/post), chosen by the rest of the path.
 */
export default function NoticesSection() {
  const [id, sub, ...more] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (!id) return <NoticesPage />;
  if (!sub) return <NoticePage id={id} />;
  if (sub === 'post' && !more.length) return <NoticePostListPage id={id} />;
  return <NoticesPage />;
}
