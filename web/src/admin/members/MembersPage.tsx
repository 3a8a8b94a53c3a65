import './MembersPage.css';
import { Link } from 'react-router-dom';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { limits } from '../../../../shared/limits';
import { adminMessages } from '../../../../shared/admin-messages';
import type { MemberFilterInput } from '../../gql/graphql';
import { EmptyState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { ApproveMemberModal } from '../members-shared/ApproveMemberModal';
import { downloadCsv } from '../members-shared/downloadCsv';
import { MemberDetailsModal } from '../members-shared/MemberDetailsModal';
import type { MemberRecord } from '../members-shared/memberRecord';
import { Pager } from '../../shared/Pager';
import { RejectMemberModal } from '../members-shared/RejectMemberModal';
import { AllMembersData } from './AllMembersData';
import { ConfirmMemberActionModal, type MemberConfirmAction } from './ConfirmMemberActionModal';
import { MemberFilters } from './MemberFilters';
import { MemberFormModal } from './MemberFormModal';
import { MemberHistory } from './MemberHistory';
import { AdminExportMembersDocument, AdminMemberChangedDocument, AdminMembersDocument } from './members.graphql';
import { MembersLoadError } from './MembersLoadError';
import { MembersRawTable } from './MembersRawTable';
import { MembersTable, type MemberAction } from './MembersTable';
import { MemberStatCards } from './MemberStatCards';
import { RealtimeIndicators } from './RealtimeIndicators';
import { useMemberFilters } from './useMemberFilters';
import { useSignOutOnError } from './useSignOutOnError';
import { useThrottledCallback } from './useThrottledCallback';
import { AdminPageHeader } from '../common/AdminPageHeader';

const PAGE_SIZE = adminPageSize.members;
const CONFIRM_ACTIONS: readonly MemberAction[] = ['deactivate', 'reactivate', 'delete'];

type Dialog = { action: MemberAction; member: MemberRecord } | { action: 'add'; member: null } | null;

/**
 * The admin members page at /admin/members (SPEC §2 Admin members page, §4 transitions, §5 Edit
 * member and Reject member, §7 members data source and Export, §8 Admin: members):
 * - a header with the real WebSocket state (Connected / Disconnected), Real-time, Refresh and Add Member;
 * - five count cards; search, status, type, sort and order kept in the URL, and Clear All Filters;
 * - Export All and Export Filtered (every active filter: search, status, type; the file name says
 *   which) as CSV downloads; "Showing X–Y of Z members" (issue #20);
 * - the members table in pages of 25 with the actions each status allows, a raw table of every
 *   field, and "All Members Data" with its own refresh;
 * - dialogs for details (with the audit history), edit, add, approve, reject, deactivate,
 *   reactivate and delete;
 * - live reloads on any member change (at most 10 a second) and when the tab becomes visible.
 * Load failures show "Database connection error" with Retry Connection and Reload Page.
 */
export default function MembersPage() {
  useDocumentTitle('Members');
  const toast = useToast();
  const client = useApolloClient();
  const signOutOn = useSignOutOnError();
  const { filters, filter, sort, active, update, clear } = useMemberFilters();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [lastLive, setLastLive] = useState<Date | null>(null);
  const [rawOpen, setRawOpen] = useState(false);
  const [allOpen, setAllOpen] = useState(false);

  const { data, previousData, loading, error, refetch } = useQuery(AdminMembersDocument, {
    variables: { filter, sort, page: filters.page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useSignOutWhenUnauthenticated(error);
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  // SPEC §4 Live updates, §9: any member change reloads the list and counts, at most 10 times a second.
  const throttledReload = useThrottledCallback(reload, 1000 / limits.realtimeEventsPerSecond);
  useSubscription(AdminMemberChangedDocument, {
    onData: () => {
      setLastLive(new Date());
      throttledReload();
    },
  });
  // SPEC §4: the members list also reloads when the page becomes visible again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [reload]);

  const failed = !!error && !data;
  const current = failed ? undefined : (data ?? previousData);
  const list = current?.members;
  const stats = current?.memberStats;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZE));

  // After deletions empty the last page, step back to the new last page.
  useEffect(() => {
    if (data && filters.page > pages) update({ page: pages });
  }, [data, filters.page, pages, update]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
      toast.success(adminMessages.members.refreshed);
    } catch (e) {
      signOutOn(e);
      toast.error(adminMessages.members.refreshFailed);
    } finally {
      setRefreshing(false);
    }
  };

  const exportCsv = async (exportFilter: MemberFilterInput | null) => {
    setExporting(true);
    try {
      const result = await client.query({ query: AdminExportMembersDocument, variables: { filter: exportFilter }, fetchPolicy: 'no-cache' });
      if (!result.data) throw result.error ?? new Error(adminMessages.members.exportFailed);
      downloadCsv(result.data.exportMembers.filename, result.data.exportMembers.content);
      toast.success(adminMessages.members.exportCompleted);
    } catch (e) {
      signOutOn(e);
      toast.error(adminMessages.members.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  // "Export Filtered" exports what the list shows: every active filter, not only the status (issue #20).
  const filtering = Boolean(filter.search || filter.status || filter.memberType);

  const close = () => setDialog(null);
  const done = (closeDialog = true) => {
    if (closeDialog) setDialog(null);
    reload();
  };
  const member = dialog?.member ?? null;
  const reviewFailed = (text: string) => () => text;

  let body;
  if (failed) body = <MembersLoadError error={error} onRetry={reload} />;
  else if (!list && loading) body = <Spinner label="Loading members…" />;
  else if (!list || list.items.length === 0)
    body = <EmptyState title={adminMessages.members.noMembers}>{active && <p>Try another search or clear the filters.</p>}</EmptyState>;
  else
    body = (
      <>
        <MembersTable members={list.items} onAction={(action, m) => setDialog({ action, member: m })} />
        <Pager compact page={filters.page} pages={pages} label="Members pages" onPage={(page) => update({ page })} />
      </>
    );

  return (
    <div className="admin-page members">
      <AdminPageHeader title="Members" lead="Review, edit and export the association's members.">
        <div className="members__header-actions">
          <RealtimeIndicators lastLiveUpdate={lastLive} />
          <button type="button" className="btn" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </button>
          <Link className="btn" to="/admin/members/import">
            Import Members
          </Link>
          <button type="button" className="btn btn--primary" onClick={() => setDialog({ action: 'add', member: null })}>
            Add Member
          </button>
        </div>
      </AdminPageHeader>

      <MemberStatCards stats={stats} />

      <section className="admin-page__section" aria-labelledby="members-list-title">
        <h2 id="members-list-title">Member list</h2>
        <MemberFilters filters={filters} active={active} onChange={update} onClear={clear} />
        <div className="members__toolbar">
          <p className="members__count" aria-live="polite">
            {list
              ? adminMessages.members.showing(
                  (filters.page - 1) * PAGE_SIZE + (list.items.length ? 1 : 0),
                  (filters.page - 1) * PAGE_SIZE + list.items.length,
                  list.total,
                )
              : '\u00a0'}
          </p>
          <div className="members__exports">
            <button type="button" className="btn" disabled={exporting} onClick={() => void exportCsv(null)}>
              Export All
            </button>
            <button
              type="button"
              className="btn"
              disabled={exporting || !filtering}
              aria-describedby="members-export-hint"
              onClick={() => void exportCsv(filter)}
            >
              Export Filtered
            </button>
            <span id="members-export-hint" className="visually-hidden">
              Exports the members matching the search, status and type chosen; choose one first.
            </span>
          </div>
        </div>
        {body}
      </section>

      <details className="admin-page__section members__details" onToggle={(e) => setRawOpen(e.currentTarget.open)}>
        <summary>
          <h2>Raw data (this page)</h2>
        </summary>
        {rawOpen && list && list.items.length > 0 ? (
          <MembersRawTable members={list.items} caption="Raw member records on this page" />
        ) : (
          rawOpen && <EmptyState title={adminMessages.members.noMembers} />
        )}
      </details>

      <details className="admin-page__section members__details" onToggle={(e) => setAllOpen(e.currentTarget.open)}>
        <summary>
          <h2>All Members Data</h2>
        </summary>
        {allOpen && <AllMembersData open={allOpen} />}
      </details>

      <MemberDetailsModal member={dialog?.action === 'view' ? member : null} onClose={close}>
        {dialog?.action === 'view' && <MemberHistory key={dialog.member.id} memberId={dialog.member.id} />}
      </MemberDetailsModal>
      <MemberFormModal
        mode={dialog?.action === 'edit' ? 'edit' : 'add'}
        member={dialog?.action === 'edit' ? member : null}
        open={dialog?.action === 'edit' || dialog?.action === 'add'}
        onClose={close}
        onSaved={() => done()}
      />
      <ApproveMemberModal
        member={dialog?.action === 'approve' ? member : null}
        onClose={close}
        onDone={done}
        failedText={reviewFailed(adminMessages.members.approveFailedShort)}
      />
      <RejectMemberModal
        member={dialog?.action === 'reject' ? member : null}
        onClose={close}
        onDone={done}
        failedText={reviewFailed(adminMessages.members.rejectFailedShort)}
      />
      <ConfirmMemberActionModal
        action={dialog && CONFIRM_ACTIONS.includes(dialog.action as MemberAction) ? (dialog.action as MemberConfirmAction) : null}
        member={member}
        onClose={close}
        onDone={() => done()}
      />
    </div>
  );
}
