import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { AdminEmailOutboxQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../members-shared/Pager';
import { AdminEmailOutboxDocument } from './messages.graphql';

const PAGE_SIZE = 25;
type OutboxEmail = AdminEmailOutboxQuery['emailOutbox']['items'][number];

/** Sent once handed to the mail transport; Retrying after a failed attempt; Queued before any. */
const deliveryOf = (email: OutboxEmail): 'Sent' | 'Retrying' | 'Queued' => (email.sentAt ? 'Sent' : email.attempts > 0 ? 'Retrying' : 'Queued');
const KIND_LABELS: Record<string, string> = {
  'application-received': 'Application received',
  'member-approved': 'Member approved',
  'member-rejected': 'Member rejected',
};

/**
 * The e-mail outbox, newest first, 25 a page: kind, recipient, subject, delivery state (Sent,
 * Queued or Retrying with attempts and the last error) and the body behind a disclosure.
 */
export function OutboxSection() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminEmailOutboxDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.emailOutbox;

  let body;
  if (!current && loading) body = <Spinner label="Loading e-mails…" />;
  else if (!current && error)
    body = <ErrorState title={messages.inbox.outboxLoadError} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!current || current.items.length === 0) body = <EmptyState title={messages.inbox.noOutbox} />;
  else
    body = (
      <>
        <ul className="inbox__outbox">
          {current.items.map((email) => {
            const delivery = deliveryOf(email);
            return (
              <li key={email.id} className="card inbox__email">
                <div className="inbox__email-head">
                  <span className="badge inbox__kind">{KIND_LABELS[email.kind] ?? email.kind}</span>
                  <span className={`badge inbox__delivery inbox__delivery--${delivery.toLowerCase()}`}>{delivery}</span>
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
                    <dt>{delivery === 'Sent' ? 'Sent' : 'Next attempt'}</dt>
                    <dd>{formatDateTime(email.sentAt ?? email.nextAttemptAt)}</dd>
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
                <details className="inbox__body">
                  <summary>Show the message</summary>
                  <pre>{email.body}</pre>
                </details>
              </li>
            );
          })}
        </ul>
        <Pager page={page} pages={Math.max(1, Math.ceil(current.total / PAGE_SIZE))} label="E-mail outbox pages" onPage={setPage} />
      </>
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
    </section>
  );
}
