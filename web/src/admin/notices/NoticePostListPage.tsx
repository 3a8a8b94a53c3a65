import './NoticesPage.css';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { MemberNoticeDocument, MemberNoticePostListDocument } from './notices.graphql';
import { RECIPIENT_LABELS } from './NoticePage';

/**
 * The post list of a notice at /admin/notices/{id}/post (issue #35): the members it could not reach
 * by e-mail (no address, or refused for good) with name, postal address and member number — a page
 * made to print (the admin frame is hidden when printed).
 */
export default function NoticePostListPage({ id }: { id: string }) {
  const notice = useQuery(MemberNoticeDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const post = useQuery(MemberNoticePostListDocument, { variables: { noticeId: id }, fetchPolicy: 'network-only' });
  useSignOutWhenUnauthenticated(notice.error, post.error);
  useDocumentTitle('Post list');
  if ((!notice.data && notice.loading) || (!post.data && post.loading)) return <Spinner label="Loading the post list…" />;
  if (!notice.data || !post.data)
    return (
      <ErrorState
        title="Error loading the post list"
        detail={errorMessage(notice.error ?? post.error)}
        onRetry={() => void post.refetch().catch(() => undefined)}
      />
    );
  const current = notice.data.memberNotice;
  const rows = post.data.memberNoticePostList;
  return (
    <div className="admin-page notices-admin notices-post">
      <AdminPageHeader
        back={{ to: `/admin/notices/${current.id}`, label: '← The notice' }}
        title={`Post list: ${current.subject}`}
        lead={`Members to send this notice to by post (sent by e-mail ${formatDateTime(current.createdAt)}).`}
      >
        {rows.length > 0 && (
          <button type="button" className="btn btn--primary notices-post__print" onClick={() => window.print()}>
            Print
          </button>
        )}
      </AdminPageHeader>
      {rows.length === 0 ? (
        <EmptyState title="Nobody needs this notice by post: every member has it by e-mail." />
      ) : (
        <div className="table-wrap" role="region" aria-label="Post list" tabIndex={0}>
          <table className="inbox__table notices-post__table">
            <caption className="visually-hidden">Members to post the notice to</caption>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Name</th>
                <th scope="col">Postal address</th>
                <th scope="col">Why by post</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.memberNumber}>
                  <td>{row.memberNumber}</td>
                  <td className="inbox__wrap">{row.fullName}</td>
                  <td className="inbox__wrap">{row.address ?? 'No address on the register'}</td>
                  <td className="inbox__wrap">
                    {RECIPIENT_LABELS[row.status] ?? row.status}
                    {row.status === 'FAILED' && row.reason ? `: ${row.reason}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
