import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { Pager } from '../../shared/Pager';
import { AdminAllMembersDocument } from './members.graphql';
import { MembersRawTable } from './MembersRawTable';
import { adminPageSize } from '../../../../shared/admin-page-sizes';

const PAGE_SIZE = adminPageSize.allMembersData;

/**
 * "All Members Data" (SPEC §2: the third table with its own refresh): every member, unfiltered,
 * newest first, 100 a page, with every stored field. Loads only once its section is opened.
 */
export function AllMembersData({ open }: { open: boolean }) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [refreshing, setRefreshing] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(AdminAllMembersDocument, {
    variables: { page, limit: PAGE_SIZE },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const current = (data ?? previousData)?.members;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
      toast.success(adminMessages.members.refreshed);
    } catch {
      toast.error(adminMessages.members.refreshFailed);
    } finally {
      setRefreshing(false);
    }
  };

  let body;
  if (!current && loading) body = <Spinner label="Loading all members…" />;
  else if (!current && error)
    body = (
      <ErrorState
        title={adminMessages.members.connectionError}
        detail={errorMessage(error)}
        onRetry={() => void refetch().catch(() => undefined)}
        retryLabel="Retry Connection"
      />
    );
  else if (!current || current.items.length === 0) body = <EmptyState title={adminMessages.members.noRecords} />;
  else
    body = (
      <>
        <p className="members__count">
          {current.total} {current.total === 1 ? 'record' : 'records'} in the database
        </p>
        <MembersRawTable members={current.items} caption="All members data" />
        <Pager compact page={page} pages={Math.max(1, Math.ceil(current.total / PAGE_SIZE))} label="All members data pages" onPage={setPage} />
      </>
    );

  return (
    <>
      <div className="members__section-bar">
        <button type="button" className="btn btn--small" onClick={() => void refresh()} disabled={refreshing || !open}>
          {refreshing ? 'Refreshing…' : 'Refresh All Members Data'}
        </button>
      </div>
      {body}
    </>
  );
}
