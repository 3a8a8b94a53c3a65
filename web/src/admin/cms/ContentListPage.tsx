import './ContentListPage.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { limits } from '../../../../shared/limits';
import { adminMessages } from '../../../../shared/admin-messages';
import { can } from '../../../../shared/capabilities';
import { useAuth } from '../../auth/AuthContext';
import type { BulkAction, ContentFilterInput, ContentStatus, EventTiming } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { downloadCsv } from '../members-shared/downloadCsv';
import { collectionAt, itemTitle, type CmsCollection, type CmsItem } from './collections';
import { contentCsv, csvFileName } from './contentCsv';
import { ContentFormModal } from './ContentFormModal';
import { ContentTable, type RowAction } from './ContentTable';
import { Pagination } from './Pagination';
import { useContentChanges } from './useContentChanges';
import { AdminPageHeader } from '../common/AdminPageHeader';

const pageSize = limits.defaultPageSize;
const SEARCH_DELAY_MS = 300;

/** A pending confirmation. */
type Confirm = { kind: 'delete' | 'purge'; item: CmsItem } | { kind: 'bulkDelete'; ids: string[] };

const BULK: { action: BulkAction; label: string }[] = [
  { action: 'PUBLISH', label: 'Publish' },
  { action: 'DRAFT', label: 'Draft' },
  { action: 'ARCHIVE', label: 'Archive' },
  { action: 'DELETE', label: 'Delete' },
];

/**
 * A CMS list page at /admin/cms/{path} for any of the six collections (SPEC §2 CMS list pages, §4
 * Content status, §7 Admin: content tables, §8 Admin: content): title, Export CSV (every item of the
 * current filter), "New {label}", search, status filter and a Trash view; a table with selection,
 * bulk Publish / Draft / Archive / Delete (no Archive for testimonials), Edit / Delete per row (Delete
 * confirmed), Restore and — admins — Delete permanently in the trash; pages of 10 with at most 5
 * page buttons; the create/edit form; and live reloads when the collection changes anywhere.
 * @param path the collection's path segment, e.g. "projects"
 */
export default function ContentListPage({ path }: { path: string }) {
  const collection = collectionAt(path);
  if (!collection) throw new Error(`Unknown CMS collection "${path}"`);
  return <CollectionList collection={collection} />;
}

function CollectionList({ collection }: { collection: CmsCollection }) {
  const { decl } = collection;
  const things = decl.pluralLabel.toLowerCase();
  const toast = useToast();
  const client = useApolloClient();
  const { session } = useAuth();
  const canPurge = can(session?.user.role, 'purgeContent');
  const ids = useId();
  useDocumentTitle(`Manage ${decl.pluralLabel}`);

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [trash, setTrash] = useState(false);
  // Issue #17: events by date, Upcoming by default.
  const [timing, setTiming] = useState<EventTiming | ''>(decl.type === 'EVENT' ? 'UPCOMING' : '');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<CmsItem | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [working, setWorking] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const filter = useMemo<ContentFilterInput>(
    () => ({ search: search || null, statuses: status ? [status] : null, deleted: trash, timing: timing || null }),
    [search, status, trash, timing],
  );
  // A new filter starts at page 1 with nothing selected.
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [filter]);

  const { data, previousData, loading, error, refetch } = useQuery(collection.list, {
    variables: { filter, page, limit: pageSize },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const reload = () => refetch().catch(() => undefined);
  useContentChanges(decl.type, () => void reload());

  const [removeItem] = useMutation(collection.remove);
  const [restoreItem] = useMutation(collection.restore);
  const [purgeItem] = useMutation(collection.purge);
  const [bulkUpdate] = useMutation(collection.bulk);

  const current = (data ?? previousData)?.list;
  const total = current?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const items = useMemo(() => current?.items ?? [], [current]);
  useEffect(() => {
    if (current && page > totalPages) setPage(totalPages);
  }, [current, page, totalPages]);
  // Forget selected rows that left the page (deleted elsewhere, another page).
  useEffect(() => {
    setSelected((prev) => {
      const onPage = new Set(items.map((i) => i.id));
      const next = new Set([...prev].filter((id) => onPage.has(id)));
      return next.size === prev.size ? prev : next;
    });
  }, [items]);

  const run = async (task: () => Promise<unknown>, success: string, failure: (error: unknown) => string) => {
    setWorking(true);
    try {
      await task();
      toast.success(success);
      setSelected(new Set());
      await reload();
    } catch (failed) {
      toast.error(failure(failed));
    } finally {
      setWorking(false);
    }
  };

  const bulk = (action: BulkAction, idList: string[]) =>
    run(
      () => bulkUpdate({ variables: { ids: idList, action } }),
      adminMessages.cms.bulkDone(decl.pluralLabel, action),
      () => adminMessages.cms.bulkFailed(things, action),
    );

  const onAction = (action: RowAction, item: CmsItem) => {
    if (action === 'edit') setEditing(item);
    else if (action === 'restore')
      void run(
        () => restoreItem({ variables: { id: item.id } }),
        adminMessages.cms.restored(decl.label),
        () => adminMessages.cms.restoreFailed,
      );
    else setConfirm({ kind: action, item });
  };

  const confirmed = async () => {
    if (!confirm) return;
    const target = confirm;
    setConfirm(null);
    if (target.kind === 'bulkDelete') await bulk('DELETE', target.ids);
    else if (target.kind === 'delete')
      await run(
        () => removeItem({ variables: { id: target.item.id } }),
        adminMessages.cms.deleted(decl.label),
        () => adminMessages.cms.deleteFailed(decl.label.toLowerCase()),
      );
    else if (target.kind === 'purge')
      await run(
        () => purgeItem({ variables: { id: target.item.id } }),
        adminMessages.cms.purged(decl.label),
        () => adminMessages.cms.purgeFailed,
      );
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all: CmsItem[] = [];
      for (let p = 1; ; p++) {
        const result = await client.query({
          query: collection.list,
          variables: { filter, page: p, limit: limits.maxPageSize },
          fetchPolicy: 'network-only',
        });
        if (!result.data) throw result.error ?? new Error(adminMessages.cms.exportFailed(things));
        all.push(...result.data.list.items);
        if (all.length >= result.data.list.total || result.data.list.items.length === 0) break;
      }
      downloadCsv(csvFileName(decl), contentCsv(decl, all));
      toast.success(adminMessages.cms.exportCompleted);
    } catch {
      toast.error(adminMessages.cms.exportFailed(things));
    } finally {
      setExporting(false);
    }
  };

  // In the trash the one bulk action is Restore (issue #20); elsewhere the status changes and Delete.
  const bulkActions = trash
    ? [{ action: 'RESTORE' as BulkAction, label: 'Restore' }]
    : BULK.filter((b) => b.action !== 'ARCHIVE' || decl.statuses.includes('ARCHIVED'));
  const selectedIds = [...selected];
  const first = (page - 1) * pageSize + 1;

  let body;
  if (!current && loading) body = <Spinner label={`Loading ${things}…`} />;
  else if (!current && error)
    body = <ErrorState title={adminMessages.admin.fetchItemsFailed} detail={errorMessage(error)} onRetry={() => void reload()} />;
  else if (!current || items.length === 0)
    body = (
      <EmptyState title={adminMessages.admin.noItems}>
        {trash ? <p>The trash is empty.</p> : search || status ? <p>Try another search or status.</p> : null}
      </EmptyState>
    );
  else
    body = (
      <>
        <p className="cms-list__count" aria-live="polite">
          Showing {first}–{Math.min(total, first + items.length - 1)} of {total} {total === 1 ? decl.label.toLowerCase() : things}
        </p>
        <ContentTable
          decl={decl}
          items={items}
          selected={selected}
          trash={trash}
          canPurge={canPurge}
          onAction={onAction}
          onSelect={(id, on) =>
            setSelected((prev) => {
              const next = new Set(prev);
              if (on) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          onSelectAll={(on) => setSelected(on ? new Set(items.map((i) => i.id)) : new Set())}
        />
        <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} label={`${decl.pluralLabel} pages`} onPage={setPage} />
      </>
    );

  return (
    <div className="admin-page cms-list">
      <AdminPageHeader
        title={trash ? `${decl.pluralLabel}: Trash` : decl.pluralLabel}
        lead={
          <>
            {trash
              ? `Deleted ${things}. Restore them, or delete them for good.`
              : `Create, edit and publish ${things}. Visitors see only published ones.`}
          </>
        }
      >
        <div className="cms-list__header-actions">
          <button type="button" className="btn" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            New {decl.label}
          </button>
        </div>
      </AdminPageHeader>

      <div className="card cms-list__filters" role="search" aria-label={`Filter ${things}`}>
        <div className="field cms-list__search">
          <label htmlFor={`${ids}-search`}>Search</label>
          <input
            id={`${ids}-search`}
            type="search"
            maxLength={limits.searchMaxLength}
            value={searchText}
            placeholder={decl.type === 'TESTIMONIAL' ? 'Name, role or message' : 'Title or description'}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-status`}>Status</label>
          <select id={`${ids}-status`} value={status} onChange={(event) => setStatus(event.currentTarget.value as ContentStatus | '')}>
            <option value="">All statuses</option>
            {decl.statuses.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0) + s.slice(1).toLowerCase()}
              </option>
            ))}
          </select>
        </div>
        {decl.type === 'EVENT' && (
          <div className="field">
            <label htmlFor={`${ids}-timing`}>When</label>
            <select id={`${ids}-timing`} value={timing} onChange={(event) => setTiming(event.currentTarget.value as EventTiming | '')}>
              <option value="UPCOMING">Upcoming</option>
              <option value="PAST">Past</option>
              <option value="">All dates</option>
            </select>
          </div>
        )}
        <button
          type="button"
          className={`btn cms-list__trash${trash ? ' cms-list__trash--on' : ''}`}
          aria-pressed={trash}
          onClick={() => setTrash((t) => !t)}
        >
          Trash
        </button>
      </div>

      {current && error && <ErrorState title={adminMessages.admin.fetchItemsFailed} detail={errorMessage(error)} onRetry={() => void reload()} />}

      <div className="cms-list__bulk" role="group" aria-label="Bulk actions">
        <span className="cms-list__selected" aria-live="polite">
          {selectedIds.length} selected
        </span>
        {bulkActions.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={`btn btn--small${action === 'DELETE' ? ' btn--danger' : ''}`}
            disabled={selectedIds.length === 0 || working}
            onClick={() => (action === 'DELETE' ? setConfirm({ kind: 'bulkDelete', ids: selectedIds }) : void bulk(action, selectedIds))}
          >
            {label}
          </button>
        ))}
      </div>

      <section className="cms-list__results" aria-label={`${decl.pluralLabel} list`}>
        {body}
      </section>

      {editing && (
        <ContentFormModal
          key={editing === 'new' ? 'new' : editing.id}
          collection={collection}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}

      <Modal
        open={confirm !== null}
        size="sm"
        title={confirm?.kind === 'purge' ? 'Delete permanently?' : `Delete ${confirm?.kind === 'bulkDelete' ? things : decl.label.toLowerCase()}?`}
        onClose={() => setConfirm(null)}
        footer={
          <>
            <button type="button" className="btn" onClick={() => setConfirm(null)}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void confirmed()}>
              {confirm?.kind === 'purge' ? 'Delete permanently' : 'Delete'}
            </button>
          </>
        }
      >
        {confirm?.kind === 'bulkDelete' ? (
          <p>
            Move {confirm.ids.length} {confirm.ids.length === 1 ? decl.label.toLowerCase() : things} to the trash? You can restore them from the
            Trash.
          </p>
        ) : confirm?.kind === 'purge' ? (
          <p>Delete “{itemTitle(decl, confirm.item)}” permanently? This cannot be undone.</p>
        ) : confirm ? (
          <p>Move “{itemTitle(decl, confirm.item)}” to the trash? You can restore it from the Trash.</p>
        ) : null}
      </Modal>
    </div>
  );
}
