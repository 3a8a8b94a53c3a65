import './NoticesPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../shared/errors';
import { Pager } from '../../shared/Pager';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { MemberNoticeDocument, MemberNoticeRecipientsDocument } from './notices.graphql';

const PAGE_SIZE = 50;
/** How often the counts and recipients are asked for while copies are still on their way. */
const POLL_MS = 2000;

/** Labels of the recipients' delivery states. */
export const RECIPIENT_LABELS: Record<string, string> = {
  QUEUED: 'Queued',
  RETRYING: 'Retrying',
  SENT: 'Sent',
  KEPT: 'Kept — not sent',
  FAILED: 'Failed — post it',
  NO_ADDRESS: 'No e-mail — post it',
  SKIPPED: 'Not sent (ceased)',
};

/**
 * One sent notice at /admin/notices/{id} (issue #35): who sent it and when, the message, the
 * delivery counts and every recipient's status (polled while copies are on their way), and the link
 * to the printable post list.
 */
export default function NoticePage({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const notice = useQuery(MemberNoticeDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const recipients = useQuery(MemberNoticeRecipientsDocument, {
    variables: { input: { noticeId: id, page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(notice.error, recipients.error);
  useDocumentTitle(notice.data ? `Notice: ${notice.data.memberNotice.subject}` : 'Notice');
  const counts = notice.data?.memberNotice.counts;
  const pending = counts ? counts.queued + counts.retrying > 0 : false;
  const { startPolling, stopPolling } = notice;
  const { startPolling: pollRecipients, stopPolling: stopRecipients } = recipients;
  useEffect(() => {
    if (!pending) return;
    startPolling(POLL_MS);
    pollRecipients(POLL_MS);
    return () => {
      stopPolling();
      stopRecipients();
    };
  }, [pending, startPolling, stopPolling, pollRecipients, stopRecipients]);

  if (!notice.data && notice.loading) return <Spinner label="Loading the notice…" />;
  if (!notice.data)
    return (
      <ErrorState title="Error loading the notice" detail={errorMessage(notice.error)} onRetry={() => void notice.refetch().catch(() => undefined)} />
    );
  const current = notice.data.memberNotice;
  const c = current.counts;
  const byPost = c.noAddress + c.failed;
  const list = (recipients.data ?? recipients.previousData)?.memberNoticeRecipients;
  return (
    <div className="admin-page notices-admin">
      <AdminPageHeader
        back={{ to: '/admin/notices', label: '← Notices' }}
        title={current.subject}
        lead={
          <>
            Sent {formatDateTime(current.createdAt)} by {current.sentByName} to {current.recipients} member{current.recipients === 1 ? '' : 's'}.
          </>
        }
      >
        <Link className="btn" to={`/admin/notices/${current.id}/post`}>
          Print the post list ({byPost})
        </Link>
      </AdminPageHeader>
      <section className="admin-page__section" aria-labelledby="notice-message">
        <h2 id="notice-message">Message</h2>
        <p className="notices-admin__body">{current.body}</p>
      </section>
      <section className="admin-page__section" aria-labelledby="notice-recipients">
        <h2 id="notice-recipients">Recipients</h2>
        <p role="status" className="notices-admin__count">
          {c.sent} sent · {c.queued + c.retrying} on their way · {c.failed} failed · {c.noAddress} without e-mail
          {c.kept ? ` · ${c.kept} kept (no mail server)` : ''}
          {c.skipped ? ` · ${c.skipped} not sent (ceased)` : ''}
        </p>
        {!list && recipients.loading ? (
          <Spinner label="Loading recipients…" />
        ) : !list ? (
          <ErrorState title="Error loading the recipients" detail={errorMessage(recipients.error)} />
        ) : list.items.length === 0 ? (
          <EmptyState title="No recipients" />
        ) : (
          <>
            <div className="table-wrap" role="region" aria-label="Recipients" tabIndex={0}>
              <table className="inbox__table inbox__table--narrow">
                <caption className="visually-hidden">Recipients and their delivery status</caption>
                <thead>
                  <tr>
                    <th scope="col">No.</th>
                    <th scope="col">Member</th>
                    <th scope="col">E-mail</th>
                    <th scope="col">Status</th>
                    <th scope="col">When</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((row) => (
                    <tr key={row.id}>
                      <td>{row.memberNumber}</td>
                      <td className="inbox__wrap">{row.fullName}</td>
                      <td className="inbox__wrap">{row.email ?? '—'}</td>
                      <td>
                        <span className={`badge notice-status notice-status--${row.status.toLowerCase()}`}>
                          {RECIPIENT_LABELS[row.status] ?? row.status}
                        </span>
                      </td>
                      <td className="inbox__nowrap">{row.sentAt ? formatDateTime(row.sentAt) : ''}</td>
                      <td className="inbox__wrap">{row.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager compact page={page} pages={Math.max(1, Math.ceil(list.total / PAGE_SIZE))} label="Recipients pages" onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
