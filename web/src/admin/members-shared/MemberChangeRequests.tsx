import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { errorMessage } from '../../shared/errors';
import { EmptyState } from '../../shared/states';
import { useToast } from '../../shared/Toast';
import { enumLabel, formatDateTime } from '../common/format';
import {
  AdminDecideMemberChangeRequestDocument,
  AdminMemberAfterChangeDocument,
  AdminMemberChangeRequestsDocument,
} from './memberChangeRequests.graphql';
import { QueryBlock } from '../common/QueryBlock';

/**
 * The Member Details dialog's "Change requests" (issue #21): the name and address changes the
 * member asked for from their member area, newest first, with Approve and Decline on the waiting
 * ones (`decideMemberChangeRequest`). An approved change updates the member record, which the
 * dialog then shows. Loads fresh each time the dialog opens.
 */
export function MemberChangeRequests({ memberId }: { memberId: string }) {
  const id = useId();
  const toast = useToast();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(AdminMemberChangeRequestsDocument, { variables: { memberId }, fetchPolicy: 'network-only' });
  const [decide, deciding] = useMutation(AdminDecideMemberChangeRequestDocument);

  const onDecide = async (requestId: string, approve: boolean) => {
    try {
      await decide({ variables: { id: requestId, approve } });
      toast.success(approve ? adminMessages.memberRequests.approved : adminMessages.memberRequests.declined);
      // The new name and address, into the cache the dialog and the list read.
      if (approve) await client.query({ query: AdminMemberAfterChangeDocument, variables: { id: memberId }, fetchPolicy: 'network-only' });
    } catch (e) {
      toast.error(`${adminMessages.memberRequests.decideFailed}: ${errorMessage(e)}`);
    }
  };

  const body = (
    <QueryBlock result={{ data, error, refetch }} errorTitle={adminMessages.memberRequests.changesLoadError} loadingLabel="Loading change requests…">
      {({ memberChangeRequests }) =>
        memberChangeRequests.items.length === 0 ? (
          <EmptyState title={adminMessages.memberRequests.noChanges} />
        ) : (
          <ul className="member-changes">
            {memberChangeRequests.items.map((request) => (
              <li key={request.id} className="member-changes__item">
                <dl className="member-changes__what">
                  {request.fullName && (
                    <div>
                      <dt>New name</dt>
                      <dd>{request.fullName}</dd>
                    </div>
                  )}
                  {request.address && (
                    <div>
                      <dt>New address</dt>
                      <dd>{request.address}</dd>
                    </div>
                  )}
                </dl>
                <p className="member-changes__meta">
                  Asked {formatDateTime(request.requestedAt)} · <strong>{enumLabel(request.status)}</strong>
                  {request.decidedAt ? ` ${formatDateTime(request.decidedAt)} by ${request.decidedBy ?? '—'}` : ''}
                </p>
                {request.status === 'PENDING' && (
                  <div className="member-changes__actions">
                    <button
                      type="button"
                      className="btn btn--small btn--primary"
                      disabled={deciding.loading}
                      onClick={() => void onDecide(request.id, true)}
                      aria-label={`Approve change ${[request.fullName, request.address].filter(Boolean).join(', ')}`}
                    >
                      Approve
                    </button>
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={deciding.loading}
                      onClick={() => void onDecide(request.id, false)}
                      aria-label={`Decline change ${[request.fullName, request.address].filter(Boolean).join(', ')}`}
                    >
                      Decline
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </QueryBlock>
  );
  return (
    <section className="member-changes__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change requests</h3>
      {body}
    </section>
  );
}
