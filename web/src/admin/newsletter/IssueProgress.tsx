import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../../shared/Pager';
import { NewsletterDeliveriesDocument, NewsletterIssueDocument } from './newsletter.graphql';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

const PAGE_SIZE = adminPageSize.deliveries;
/** How often the progress is asked for while an issue is being sent. */
const POLL_MS = 1000;

/** Labels of the per-recipient states. */
const DELIVERY_LABELS: Record<string, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  KEPT: 'Kept — not sent',
  FAILED: 'Failed',
};

/**
 * One issue's sending: a progress bar (polled every second while it is being sent), the counts
 * (sent, kept, failed, queued) and the recipients with their status and the mail server's reason
 * for a failure, failed first.
 * @param issueId the issue
 */
export function IssueProgress({ issueId }: { issueId: string }) {
  const [page, setPage] = useState(1);
  const issue = useQuery(NewsletterIssueDocument, { variables: { id: issueId }, fetchPolicy: 'cache-and-network' });
  const sending = issue.data?.newsletterIssue.status === 'SENDING';
  const deliveries = useQuery(NewsletterDeliveriesDocument, {
    variables: { issueId, page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { startPolling, stopPolling } = issue;
  const { startPolling: pollDeliveries, stopPolling: stopDeliveries, refetch: refetchDeliveries } = deliveries;
  // Poll while sending; once every copy has a final status, stop and read the recipients once more.
  useEffect(() => {
    if (!sending) return;
    startPolling(POLL_MS);
    pollDeliveries(POLL_MS);
    return () => {
      stopPolling();
      stopDeliveries();
      void refetchDeliveries().catch(() => undefined);
    };
  }, [sending, startPolling, stopPolling, pollDeliveries, stopDeliveries, refetchDeliveries]);
  useSignOutWhenUnauthenticated(issue.error, deliveries.error);

  if (!issue.data && issue.loading) return <Spinner label="Loading the issue…" />;
  if (!issue.data) return <ErrorState title={adminMessages.newsletterAdmin.deliveriesLoadError} detail={errorMessage(issue.error)} />;
  const current = issue.data.newsletterIssue;
  const done = current.sent + current.kept + current.failed;
  const percent = current.recipients ? Math.round((done / current.recipients) * 100) : 100;
  const list = (deliveries.data ?? deliveries.previousData)?.newsletterDeliveries;

  return (
    <div className="newsletter-issue">
      <div className="newsletter-issue__progress">
        <progress max={current.recipients} value={done} aria-label={`Sending progress of ${current.subject}`} />
        <p role="status" className="newsletter-issue__status">
          {current.status === 'SENDING' ? `Sending… ${done} of ${current.recipients} (${percent}%)` : `Finished: ${done} of ${current.recipients}`}
          {' · '}
          {current.sent} sent · {current.kept} kept · {current.failed} failed · {current.queued} queued
        </p>
      </div>
      {!list && deliveries.loading ? (
        <Spinner label="Loading recipients…" />
      ) : !list ? (
        <ErrorState title={adminMessages.newsletterAdmin.deliveriesLoadError} detail={errorMessage(deliveries.error)} />
      ) : list.items.length === 0 ? (
        <EmptyState title="No recipients" />
      ) : (
        <>
          <div className="table-wrap" role="region" aria-label="Recipients" tabIndex={0}>
            <table className="inbox__table inbox__table--narrow">
              <caption className="visually-hidden">Recipients and their delivery status</caption>
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Status</th>
                  <th scope="col">When</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((row) => (
                  <tr key={row.id}>
                    <td className="inbox__wrap">{row.email}</td>
                    <td>
                      <span className={`badge newsletter-delivery newsletter-delivery--${row.status.toLowerCase()}`}>
                        {DELIVERY_LABELS[row.status] ?? row.status}
                      </span>
                    </td>
                    <td className="inbox__nowrap">{row.sentAt ? formatDateTime(row.sentAt) : ''}</td>
                    <td className="inbox__wrap">{row.error ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager compact page={page} pages={Math.max(1, Math.ceil(list.total / PAGE_SIZE))} label="Recipients pages" onPage={setPage} />
        </>
      )}
    </div>
  );
}
