import './PendingPage.css';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { ApproveMemberModal } from '../members-shared/ApproveMemberModal';
import { MemberDetailsModal } from '../members-shared/MemberDetailsModal';
import { Pager } from '../../shared/Pager';
import { RejectMemberModal } from '../members-shared/RejectMemberModal';
import { AdminPendingMemberChangedDocument, AdminPendingMembersDocument } from './pending.graphql';
import type { PendingMember } from './pendingMember';
import { PendingTable, type PendingAction } from './PendingTable';
import { AdminPageHeader } from '../common/AdminPageHeader';
import { BulkDecisionModal } from './BulkDecisionModal';
import { NO_PENDING_FILTERS, PendingFilters, pendingFilterInput, type PendingFilterValues } from './PendingFilters';

const pageSize = adminPageSize.pending;

/**
 * The pending review page at /admin/pending (SPEC §2 Admin pending review page, §4 Member status,
 * §8 Admin: members): a count card, the pending applicants in pages of 10 with Previous/Next,
 * details / approve / reject dialogs, a Refresh button, and live reloads on any member change.
 * Empty state "No Pending Applications"; load failure "Error Loading Data" with Try Again.
 * Issue #33: a search (name, email, phone) and type, receipt and date-applied filters; applicants
 * ticked for a bulk approve or reject; after a decision, focus goes to the row that took the
 * decided one's place (the next), or the empty state, so a keyboard user carries on from there.
 */
export default function PendingPage() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ action: PendingAction; member: PendingMember } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [filters, setFilters] = useState<PendingFilterValues>(NO_PENDING_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulk, setBulk] = useState<'approve' | 'reject' | null>(null);
  /** The row decided by keyboard or pointer, and where it stood: focus moves on once it has left the list. */
  const focusAfter = useRef<{ id: string; index: number } | null>(null);
  const section = useRef<HTMLElement>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPendingMembersDocument, {
    variables: { page, limit: pageSize, filter: pendingFilterInput(filters) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  useSignOutWhenUnauthenticated(error);
  // SPEC §4 Live updates: the pending list reloads on any change to members.
  useSubscription(AdminPendingMemberChangedDocument, { onData: () => void refetch().catch(() => undefined) });

  const current = (data ?? previousData)?.pendingMembers;
  const total = current?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  // After approvals empty the last page, step back to the new last page.
  useEffect(() => {
    if (current && page > pages) setPage(pages);
  }, [current, page, pages]);

  // Once the decided applicant has left the list, focus the row now in its place (the next one),
  // else the last row, else the empty state (issue #33).
  useEffect(() => {
    const after = focusAfter.current;
    if (!after || !current || dialog || current.items.some((m) => m.id === after.id)) return;
    focusAfter.current = null;
    const rows = section.current?.querySelectorAll<HTMLElement>('tr[data-member-id]') ?? [];
    const row = rows[Math.min(after.index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>('button[aria-label^="Approve "]') ?? section.current?.querySelector<HTMLElement>('.pending__empty');
    target?.focus();
  }, [current, dialog]);

  const items = current?.items ?? [];
  // The count card counts every pending application; with filters on, it says how many match.
  const filtered = Object.values(filters).some(Boolean);
  const chosen = items.filter((m) => selected.has(m.id));
  const select = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  const filter = (values: PendingFilterValues) => {
    setFilters(values);
    setPage(1);
    setSelected(new Set());
  };

  const reload = () => refetch().catch(() => undefined);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
      toast.success(adminMessages.members.pendingRefreshed);
    } catch {
      toast.error(adminMessages.members.pendingFetchFailed);
    } finally {
      setRefreshing(false);
    }
  };
  const done = (close: boolean) => {
    if (close && dialog && dialog.action !== 'view') {
      focusAfter.current = {
        id: dialog.member.id,
        index: Math.max(
          0,
          items.findIndex((m) => m.id === dialog.member.id),
        ),
      };
    }
    if (close) setDialog(null);
    void reload();
  };
  const close = () => setDialog(null);

  let body;
  if (!current && loading) body = <Spinner label="Loading pending applications…" />;
  else if (!current && error)
    body = (
      <ErrorState title={adminMessages.members.pendingLoadError} detail={errorMessage(error)} onRetry={() => void reload()} retryLabel="Try Again" />
    );
  else if (!current || current.items.length === 0)
    body = (
      <div className="pending__empty" tabIndex={-1}>
        {filtered ? (
          <EmptyState title={adminMessages.members.noPendingMatch} />
        ) : (
          <EmptyState title={adminMessages.members.noPending}>
            <p>New membership applications will appear here for review.</p>
          </EmptyState>
        )}
      </div>
    );
  else
    body = (
      <>
        <div className="pending__bulk" role="group" aria-label="Selected applications">
          <span aria-live="polite">{chosen.length} selected</span>
          <button type="button" className="btn btn--small btn--primary" disabled={chosen.length === 0} onClick={() => setBulk('approve')}>
            Approve selected
          </button>
          <button type="button" className="btn btn--small btn--danger" disabled={chosen.length === 0} onClick={() => setBulk('reject')}>
            Reject selected
          </button>
        </div>
        <PendingTable members={current.items} selected={selected} onSelect={select} onAction={(action, member) => setDialog({ action, member })} />
        <Pager compact page={page} pages={pages} label="Pending applications pages" onPage={setPage} alwaysShown />
      </>
    );

  return (
    <div className="admin-page pending">
      <AdminPageHeader title="Pending Review" lead="Membership applications waiting for a committee decision.">
        <button type="button" className="btn" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </AdminPageHeader>

      <div className="card pending__count">
        <span className="pending__count-label">Pending Applications</span>
        <span className="pending__count-value">{(data ?? previousData)?.memberStats.pending ?? '–'}</span>
        {filtered && current && <span className="pending__count-label">{total} match the filters</span>}
      </div>

      {current && error && (
        <ErrorState
          title={adminMessages.members.pendingLoadError}
          detail={errorMessage(error)}
          onRetry={() => void reload()}
          retryLabel="Try Again"
        />
      )}

      <PendingFilters values={filters} onChange={filter} />

      <section className="admin-page__section" aria-labelledby="pending-list-title" ref={section}>
        <h2 id="pending-list-title">Applications</h2>
        {body}
      </section>

      <MemberDetailsModal member={dialog?.action === 'view' ? dialog.member : null} onClose={close} />
      <ApproveMemberModal member={dialog?.action === 'approve' ? dialog.member : null} onClose={close} onDone={done} />
      <RejectMemberModal member={dialog?.action === 'reject' ? dialog.member : null} onClose={close} onDone={done} />
      <BulkDecisionModal
        action={bulk}
        members={chosen}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null);
          setSelected(new Set());
          void reload();
        }}
      />
    </div>
  );
}
