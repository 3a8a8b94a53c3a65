import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { EmptyState } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useConfirm } from '../../shared/useConfirm';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { downloadCsv } from '../members-shared/downloadCsv';
import { Pager } from '../../shared/Pager';
import { AdminExportSubscribersDocument, AdminNewsletterSubscribersDocument, AdminRemoveSubscriberDocument } from './messages.graphql';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { TableRegion } from '../common/TableRegion';
import { QueryBlock } from '../common/QueryBlock';

const STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', CONFIRMED: 'Confirmed', UNSUBSCRIBED: 'Unsubscribed' };
const STATUS_BADGES: Record<string, string> = { PENDING: 'badge--pending', CONFIRMED: 'badge--approved', UNSUBSCRIBED: 'badge--inactive' };

const PAGE_SIZE = adminPageSize.subscribers;

/**
 * Newsletter subscribers, newest first, 25 a page (issue #18): address, status (pending /
 * confirmed / unsubscribed), when they gave consent and on which page, "Remove" on the person's
 * request, and "Export subscribers CSV" (a browser download with the consent record).
 */
export function SubscribersSection() {
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [remove, removing] = useMutation(AdminRemoveSubscriberDocument);
  const { data, previousData, error, refetch } = useQuery(AdminNewsletterSubscribersDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.newsletterSubscribers;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await client.query({ query: AdminExportSubscribersDocument, fetchPolicy: 'no-cache' });
      if (!result.data) throw result.error ?? new Error(adminMessages.inbox.exportFailed);
      downloadCsv(result.data.exportNewsletterSubscribers.filename, result.data.exportNewsletterSubscribers.content);
      toast.success(adminMessages.inbox.exportCompleted);
    } catch {
      toast.error(adminMessages.inbox.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const removeSubscriber = async (id: string, email: string) => {
    const ok = await confirm({
      title: 'Remove subscriber',
      message: `Remove ${email} and their consent record?`,
      confirmLabel: 'Remove',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove({ variables: { id } });
      toast.success(adminMessages.newsletterAdmin.subscriberRemoved);
      void refetch().catch(() => undefined);
    } catch {
      toast.error(adminMessages.newsletterAdmin.removeFailed);
    }
  };

  const body = (
    <QueryBlock result={{ data: current, error, refetch }} errorTitle={adminMessages.inbox.subscribersLoadError} loadingLabel="Loading subscribers…">
      {(shown) =>
        shown.items.length === 0 ? (
          <EmptyState title={adminMessages.inbox.noSubscribers} />
        ) : (
          <>
            <TableRegion caption="Newsletter subscribers" tableClassName="inbox__table inbox__table--narrow">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Consent given</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((item) => (
                  <tr key={item.id}>
                    <td className="inbox__wrap">{item.email}</td>
                    <td>
                      <span className={`badge ${STATUS_BADGES[item.status] ?? ''}`}>{STATUS_LABELS[item.status] ?? item.status}</span>
                    </td>
                    <td className="inbox__nowrap">
                      {item.consentAt ? <time dateTime={item.consentAt}>{formatDateTime(item.consentAt)}</time> : '—'}
                      {item.consentPage ? ` on ${item.consentPage}` : ''}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn--small"
                        disabled={removing.loading}
                        onClick={() => void removeSubscriber(item.id, item.email)}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
            <Pager compact page={page} pages={Math.max(1, Math.ceil(shown.total / PAGE_SIZE))} label="Subscribers pages" onPage={setPage} />
          </>
        )
      }
    </QueryBlock>
  );

  return (
    <section className="admin-page__section" aria-labelledby="inbox-subscribers-title">
      <div className="inbox__section-head">
        <h2 id="inbox-subscribers-title">Newsletter subscribers{current ? ` (${current.total})` : ''}</h2>
        <button type="button" className="btn btn--small" disabled={exporting || !current || current.total === 0} onClick={() => void exportCsv()}>
          Export subscribers CSV
        </button>
      </div>
      {body}
      {dialog}
    </section>
  );
}
