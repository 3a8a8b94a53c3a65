import { useQuery } from '@apollo/client/react';
import { adminMessages } from '../../../../shared/admin-messages';
import { EmptyState } from '../../shared/states';
import { AuditChanges } from '../audit/AuditChanges';
import { enumLabel, formatDateTime } from '../common/format';
import { AdminMemberHistoryDocument } from './members.graphql';
import { QueryBlock } from '../common/QueryBlock';

/**
 * The audit history of one member (issue 4), newest first, for the Member Details dialog: when,
 * who, what and the changed fields. Loads fresh each time the dialog opens.
 */
export function MemberHistory({ memberId }: { memberId: string }) {
  const { data, error, refetch } = useQuery(AdminMemberHistoryDocument, {
    variables: { entityId: memberId },
    fetchPolicy: 'network-only',
  });
  const body = (
    <QueryBlock result={{ data, error, refetch }} errorTitle={adminMessages.audit.historyLoadError} loadingLabel="Loading history…">
      {({ auditLog }) =>
        auditLog.items.length === 0 ? (
          <EmptyState title={adminMessages.audit.noHistory} />
        ) : (
          <ol className="members-history">
            {auditLog.items.map((entry) => (
              <li key={entry.id} className="members-history__entry">
                <p className="members-history__meta">
                  <strong>{enumLabel(entry.action)}</strong> by {entry.actorName ?? 'the public'} ·{' '}
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
                <AuditChanges changes={entry.changes} />
              </li>
            ))}
          </ol>
        )
      }
    </QueryBlock>
  );
  return (
    <section className="members-history__section" aria-labelledby={`history-${memberId}`}>
      <h3 id={`history-${memberId}`}>History</h3>
      {body}
    </section>
  );
}
