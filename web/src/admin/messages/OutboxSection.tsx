import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { useToast } from '../../shared/Toast';
import { EmptyState } from '../../shared/states';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../../shared/Pager';
import { AdminEmailOutboxDocument, AdminOutboxMessageDocument, AdminRetryOutboxEmailDocument } from './messages.graphql';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { QueryBlock } from '../common/QueryBlock';

const PAGE_SIZE = adminPageSize.outbox;

/** The server's honest status as a label (issue #18): "Sent" only when a mail server accepted it. */
const STATUS_LABELS: Record<string, string> = {
  SENT: 'Sent',
  KEPT: adminMessages.outbox.kept,
  QUEUED: 'Queued',
  RETRYING: 'Retrying',
  FAILED: 'Failed',
};
const KIND_LABELS: Record<string, string> = {
  'application-received': 'Application received',
  'member-approved': 'Member approved',
  'member-rejected': 'Member rejected',
  'newsletter-confirm': 'Newsletter confirmation',
  'newsletter-welcome': 'Newsletter welcome',
  'newsletter-test': 'Newsletter test',
  'contact-message': 'Contact message',
};
type Rendered = { subject: string; to: string; replyTo?: string | null; html?: string | null; body: string };

/**
 * The e-mail outbox, newest first, 25 a page: kind, recipient, subject, the honest delivery state
 * (Sent only when a mail server accepted it; "Kept — not sent" without one; Queued, Retrying or
 * Failed with the server's reason and a "Retry" button), and "Open" to read the message rendered.
 */
export function OutboxSection() {
  const toast = useToast();
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Rendered | null>(null);
  const [retry, retrying] = useMutation(AdminRetryOutboxEmailDocument);
  const { data, previousData, error, refetch } = useQuery(AdminEmailOutboxDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.emailOutbox;

  const retryEmail = async (id: string) => {
    try {
      await retry({ variables: { id } });
      toast.success(adminMessages.outbox.retried);
      void refetch().catch(() => undefined);
    } catch {
      toast.error(adminMessages.outbox.retryFailed);
    }
  };
  const openEmail = async (id: string) => {
    try {
      const result = await client.query({ query: AdminOutboxMessageDocument, variables: { id }, fetchPolicy: 'no-cache' });
      if (result.data) setOpen(result.data.emailOutboxMessage);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const body = (
    <QueryBlock result={{ data: current, error, refetch }} errorTitle={adminMessages.inbox.outboxLoadError} loadingLabel="Loading e-mails…">
      {(shown) =>
        shown.items.length === 0 ? (
          <EmptyState title={adminMessages.inbox.noOutbox} />
        ) : (
          <>
            <ul className="inbox__outbox">
              {shown.items.map((email) => {
                const delivery = STATUS_LABELS[email.status] ?? email.status;
                return (
                  <li key={email.id} className="card inbox__email">
                    <div className="inbox__email-head">
                      <span className="badge inbox__kind">{KIND_LABELS[email.kind] ?? email.kind}</span>
                      <span className={`badge inbox__delivery inbox__delivery--${email.status.toLowerCase()}`}>{delivery}</span>
                    </div>
                    <p className="inbox__email-subject">{email.subject}</p>
                    <dl className="inbox__email-facts">
                      <div>
                        <dt>To</dt>
                        <dd>{email.to}</dd>
                      </div>
                      <div>
                        <dt>Queued</dt>
                        <dd>
                          <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
                        </dd>
                      </div>
                      <div>
                        <dt>
                          {email.status === 'SENT'
                            ? 'Sent'
                            : email.status === 'KEPT'
                              ? 'Kept'
                              : email.status === 'FAILED'
                                ? 'Failed'
                                : 'Next attempt'}
                        </dt>
                        <dd>{email.status === 'FAILED' ? '—' : formatDateTime(email.sentAt ?? email.nextAttemptAt)}</dd>
                      </div>
                      <div>
                        <dt>Attempts</dt>
                        <dd>{email.attempts}</dd>
                      </div>
                      {email.lastError && (
                        <div className="inbox__email-error">
                          <dt>Last error</dt>
                          <dd>{email.lastError}</dd>
                        </div>
                      )}
                    </dl>
                    <div className="inbox__message-actions">
                      <button type="button" className="btn btn--small" onClick={() => void openEmail(email.id)}>
                        Open
                      </button>
                      {(email.status === 'FAILED' || email.status === 'RETRYING') && (
                        <button
                          type="button"
                          className="btn btn--small btn--primary"
                          disabled={retrying.loading}
                          onClick={() => void retryEmail(email.id)}
                        >
                          Retry
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager compact page={page} pages={Math.max(1, Math.ceil(shown.total / PAGE_SIZE))} label="E-mail outbox pages" onPage={setPage} />
          </>
        )
      }
    </QueryBlock>
  );

  return (
    <section className="admin-page__section" aria-labelledby="inbox-outbox-title">
      <div className="inbox__section-head">
        <h2 id="inbox-outbox-title">E-mail outbox{current ? ` (${current.total})` : ''}</h2>
        <button type="button" className="btn btn--small" onClick={() => void refetch().catch(() => undefined)}>
          Refresh e-mails
        </button>
      </div>
      {body}
      <Modal open={open !== null} title={open?.subject ?? ''} size="lg" onClose={() => setOpen(null)}>
        {open && (
          <>
            <p>
              To {open.to}
              {open.replyTo ? ` · Reply-To ${open.replyTo}` : ''}
            </p>
            {open.html ? <iframe title="The e-mail as sent" sandbox="" srcDoc={open.html} className="inbox__frame" /> : <pre>{open.body}</pre>}
            <details className="inbox__body">
              <summary>Plain-text version</summary>
              <pre>{open.body}</pre>
            </details>
          </>
        )}
      </Modal>
    </section>
  );
}
