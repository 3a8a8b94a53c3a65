import { useQuery } from '@apollo/client/react';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { AuditChanges } from '../audit/AuditChanges';
import { enumLabel, formatDateTime } from '../common/format';
import { AdminMemberHistoryDocument } from './members.graphql';

/**
 * The audit history of one member (issue 4), newest first, for the Member Details dialog: when,
 * who, what and the changed fields. Loads fresh each time the dialog opens.
 */
export function MemberHistory({ memberId }: { memberId: string }) {
  const { data, loading, error, refetch } = useQuery(AdminMemberHistoryDocument, {
    variables: { entityId: memberId },
    fetchPolicy: 'network-only',
  });
  let body;
  if (loading && !data) body = <Spinner label="Loading history…" />;
  else if (error && !data)
    body = (
      <ErrorState title={adminMessages.audit.historyLoadError} detail={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
    );
  else if (!data || data.auditLog.items.length === 0) body = <EmptyState title={adminMessages.audit.noHistory} />;
  else
    body = (
      <ol className="members-history">
        {data.auditLog.items.map((entry) => (
          <li key={entry.id} className="members-history__entry">
            <p className="members-history__meta">
              <strong>{enumLabel(entry.action)}</strong> by {entry.actorName ?? 'the public'} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            <AuditChanges changes={entry.changes} />
          </li>
        ))}
      </ol>
    );
  return (
    <section className="members-history__section" aria-labelledby={`history-${memberId}`}>
      <h3 id={`history-${memberId}`}>History</h3>
      {body}
    </section>
  );
}
