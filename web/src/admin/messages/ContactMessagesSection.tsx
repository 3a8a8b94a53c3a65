import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../members-shared/Pager';
import { AdminContactMessagesDocument } from './messages.graphql';

const PAGE_SIZE = 10;

/** Contact-form messages, newest first, 10 a page: sender, when, and the message. */
export function ContactMessagesSection() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminContactMessagesDocument, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.contactMessages;

  let body;
  if (!current && loading) body = <Spinner label="Loading messages…" />;
  else if (!current && error)
    body = <ErrorState title={messages.inbox.messagesLoadError} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!current || current.items.length === 0) body = <EmptyState title={messages.inbox.noMessages} />;
  else
    body = (
      <>
        <ul className="inbox__messages">
          {current.items.map((item) => (
            <li key={item.id} className="card inbox__message">
              <p className="inbox__message-meta">
                <strong>{item.name}</strong> · <a href={`mailto:${item.email}`}>{item.email}</a> ·{' '}
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
              <p className="inbox__message-text">{item.message}</p>
            </li>
          ))}
        </ul>
        <Pager page={page} pages={Math.max(1, Math.ceil(current.total / PAGE_SIZE))} label="Contact messages pages" onPage={setPage} />
      </>
    );

  return (
    <section className="admin-page__section" aria-labelledby="inbox-messages-title">
      <div className="inbox__section-head">
        <h2 id="inbox-messages-title">Contact messages{current ? ` (${current.total})` : ''}</h2>
        <button type="button" className="btn btn--small" onClick={() => void refetch().catch(() => undefined)}>
          Refresh messages
        </button>
      </div>
      {body}
    </section>
  );
}
