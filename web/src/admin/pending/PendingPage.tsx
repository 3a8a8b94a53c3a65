import './PendingPage.css';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { useSignOutWhenUnauthenticated } from '../common/useSessionExpiry';
import { ApproveMemberModal } from '../members-shared/ApproveMemberModal';
import { MemberDetailsModal } from '../members-shared/MemberDetailsModal';
import { Pager } from '../members-shared/Pager';
import { RejectMemberModal } from '../members-shared/RejectMemberModal';
import { AdminPendingMemberChangedDocument, AdminPendingMembersDocument } from './pending.graphql';
import type { PendingMember } from './pendingMember';
import { PendingTable, type PendingAction } from './PendingTable';
import { AdminPageHeader } from '../common/AdminPageHeader';

const pageSize = adminPageSize.pending;

/**
 * The pending review page at /admin/pending (SPEC §2 Admin pending review page, §4 Member status,
 * §8 Admin: members): a count card, the pending applicants in pages of 10 with Previous/Next,
 * details / approve / reject dialogs, a Refresh button, and live reloads on any member change.
 * Empty state "No Pending Applications"; load failure "Error Loading Data" with Try Again.
 */
export default function PendingPage() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ action: PendingAction; member: PendingMember } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPendingMembersDocument, {
    variables: { page, limit: pageSize },
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
      <EmptyState title={adminMessages.members.noPending}>
        <p>New membership applications will appear here for review.</p>
      </EmptyState>
    );
  else
    body = (
      <>
        <PendingTable members={current.items} onAction={(action, member) => setDialog({ action, member })} />
        <Pager page={page} pages={pages} label="Pending applications pages" onPage={setPage} alwaysShown />
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
        <span className="pending__count-value">{current ? total : '–'}</span>
      </div>

      {current && error && (
        <ErrorState
          title={adminMessages.members.pendingLoadError}
          detail={errorMessage(error)}
          onRetry={() => void reload()}
          retryLabel="Try Again"
        />
      )}

      <section className="admin-page__section" aria-labelledby="pending-list-title">
        <h2 id="pending-list-title">Applications</h2>
        {body}
      </section>

      <MemberDetailsModal member={dialog?.action === 'view' ? dialog.member : null} onClose={close} />
      <ApproveMemberModal member={dialog?.action === 'approve' ? dialog.member : null} onClose={close} onDone={done} />
      <RejectMemberModal member={dialog?.action === 'reject' ? dialog.member : null} onClose={close} onDone={done} />
    </div>
  );
}
