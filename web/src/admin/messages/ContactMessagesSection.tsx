import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import type { AdminContactMessagesQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useConfirm } from '../../shared/useConfirm';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges';
import { formatDateTime } from '../common/format';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { Pager } from '../../shared/Pager';
import { AdminContactMessagesDocument, AdminDeleteContactMessageDocument, AdminUpdateContactMessageDocument } from './messages.graphql';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

const PAGE_SIZE = adminPageSize.contactMessages;
type Filter = 'unhandled' | 'handled' | 'all';
type Message = AdminContactMessagesQuery['contactMessages']['items'][number];
const HANDLED: Record<Filter, boolean | null> = { unhandled: false, handled: true, all: null };

/**
 * Contact-form messages, newest first, 10 a page (issue #18: admins and editors): sender, when,
 * the message, and for each: mark handled / not handled, a note, delete. Shows the messages not
 * handled yet first by default.
 */
export function ContactMessagesSection() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Filter>('unhandled');
  // Notes typed and not saved (issue #33): leaving the page asks first.
  const [dirtyNotes, setDirtyNotes] = useState<ReadonlySet<string>>(() => new Set());
  const noteDirty = useCallback(
    (id: string, dirty: boolean) =>
      setDirtyNotes((before) => {
        if (before.has(id) === dirty) return before;
        const after = new Set(before);
        if (dirty) after.add(id);
        else after.delete(id);
        return after;
      }),
    [],
  );
  const leaving = useUnsavedChanges(dirtyNotes.size > 0);
  const { data, previousData, loading, error, refetch } = useQuery(AdminContactMessagesDocument, {
    variables: { page, limit: PAGE_SIZE, handled: HANDLED[filter] },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const current = error && !data ? undefined : (data ?? previousData)?.contactMessages;
  const reload = () => void refetch().catch(() => undefined);

  let body;
  if (!current && loading) body = <Spinner label="Loading messages…" />;
  else if (!current && error) body = <ErrorState title={adminMessages.inbox.messagesLoadError} detail={errorMessage(error)} onRetry={reload} />;
  else if (!current || current.items.length === 0) body = <EmptyState title={adminMessages.inbox.noMessages} />;
  else
    body = (
      <>
        <ul className="inbox__messages">
          {current.items.map((item) => (
            <ContactMessageCard key={item.id} item={item} onChanged={reload} onNoteDirty={noteDirty} />
          ))}
        </ul>
        <Pager compact page={page} pages={Math.max(1, Math.ceil(current.total / PAGE_SIZE))} label="Contact messages pages" onPage={setPage} />
      </>
    );

  return (
    <section className="admin-page__section" aria-labelledby="inbox-messages-title">
      <div className="inbox__section-head">
        <h2 id="inbox-messages-title">Contact messages{current ? ` (${current.total})` : ''}</h2>
        <div className="inbox__tools">
          <label>
            Show{' '}
            <select
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as Filter);
                setPage(1);
              }}
            >
              <option value="unhandled">Not handled</option>
              <option value="handled">Handled</option>
              <option value="all">All</option>
            </select>
          </label>
          <button type="button" className="btn btn--small" onClick={reload}>
            Refresh messages
          </button>
        </div>
      </div>
      {body}
      {leaving}
    </section>
  );
}

/** One message with its actions: handled / not handled, note, delete; tells `onNoteDirty` while its note holds unsaved text. */
function ContactMessageCard({ item, onChanged, onNoteDirty }: { item: Message; onChanged(): void; onNoteDirty(id: string, dirty: boolean): void }) {
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const [note, setNote] = useState(item.note ?? '');
  const [update, updating] = useMutation(AdminUpdateContactMessageDocument);
  const [remove, removing] = useMutation(AdminDeleteContactMessageDocument);
  const busy = updating.loading || removing.loading;
  // A note typed and not saved yet goes with "Mark handled" / "Mark not handled" (issue #33).
  const typedNote = note === (item.note ?? '') ? {} : { note };
  const unsaved = note !== (item.note ?? '');
  useEffect(() => onNoteDirty(item.id, unsaved), [item.id, unsaved, onNoteDirty]);
  useEffect(() => () => onNoteDirty(item.id, false), [item.id, onNoteDirty]);

  const change = async (input: { handled?: boolean; note?: string }, done: string) => {
    try {
      await update({ variables: { input: { id: item.id, ...input } } });
      toast.success(done);
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error) || adminMessages.contactInbox.actionFailed);
    }
  };
  const destroy = async () => {
    const ok = await confirm({ title: 'Delete message', message: `Delete the message from ${item.name}?`, confirmLabel: 'Delete', tone: 'danger' });
    if (!ok) return;
    try {
      await remove({ variables: { id: item.id } });
      toast.success(adminMessages.contactInbox.deleted);
      onChanged();
    } catch {
      toast.error(adminMessages.contactInbox.actionFailed);
    }
  };

  return (
    <li className={`card inbox__message${item.handledAt ? ' inbox__message--handled' : ''}`}>
      <p className="inbox__message-meta">
        <strong>{item.name}</strong> · <a href={`mailto:${item.email}`}>{item.email}</a> ·{' '}
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.handledAt && (
          <>
            {' · '}
            <span className="badge badge--approved">
              Handled{item.handledBy ? ` by ${item.handledBy}` : ''} {formatDateTime(item.handledAt)}
            </span>
          </>
        )}
      </p>
      <p className="inbox__message-text">{item.message}</p>
      <div className="inbox__message-actions">
        <label className="inbox__note">
          <span className="visually-hidden">Note on the message from {item.name}</span>
          <input value={note} maxLength={2000} placeholder="Add a note (e.g. what was answered)" onChange={(event) => setNote(event.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn--small"
          disabled={busy || note === (item.note ?? '')}
          onClick={() => void change({ note }, adminMessages.contactInbox.noteSaved)}
        >
          Save note
        </button>
        {item.handledAt ? (
          <button
            type="button"
            className="btn btn--small"
            disabled={busy}
            onClick={() => void change({ handled: false, ...typedNote }, adminMessages.contactInbox.unhandled)}
          >
            Mark not handled
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--small btn--primary"
            disabled={busy}
            onClick={() => void change({ handled: true, ...typedNote }, adminMessages.contactInbox.handled)}
          >
            Mark handled
          </button>
        )}
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => void destroy()}>
          Delete
        </button>
      </div>
      {dialog}
    </li>
  );
}
