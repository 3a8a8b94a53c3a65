import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { EmptyState } from '../../shared/states';
import { formatDateTime } from '../common/format';
import { AdminMemberErasureRequestsDocument } from './privacy.graphql';
import { QueryBlock } from '../common/QueryBlock';

/** How many open requests the section lists (the rest are counted). */
const SHOWN = 50;

/**
 * "Erasure requests" on /admin/privacy (issue #21): the open requests members made from their
 * member area ("Ask us to delete my information"), each with a button that puts the address in the
 * Find form and looks it up, so staff see what is held and erase it there.
 * @param onFind fills in and runs the Find form for an address
 */
export function ErasureRequestsSection({ onFind }: { onFind(email: string): void }) {
  const id = useId();
  const { data, error, refetch } = useQuery(AdminMemberErasureRequestsDocument, {
    variables: { page: 1, limit: SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const body = (
    <QueryBlock
      result={{ data, error, refetch }}
      errorTitle={adminMessages.memberRequests.erasuresLoadError}
      loadingLabel="Loading erasure requests…"
    >
      {({ memberErasureRequests }) =>
        memberErasureRequests.items.length === 0 ? (
          <EmptyState title={adminMessages.memberRequests.noErasures} />
        ) : (
          <>
            <ul className="privacy__requests">
              {memberErasureRequests.items.map((request) => (
                <li key={request.id} className="card">
                  <span className="privacy__request-who">
                    <strong>{request.memberName}</strong>
                    <span> · {request.email}</span>
                  </span>
                  <span className="privacy__request-when">Asked {formatDateTime(request.requestedAt)}</span>
                  <button
                    type="button"
                    className="btn btn--small"
                    onClick={() => onFind(request.email)}
                    aria-label={`Find the data of ${request.email}`}
                  >
                    Find their data
                  </button>
                </li>
              ))}
            </ul>
            {memberErasureRequests.total > memberErasureRequests.items.length && (
              <p className="admin-page__lead">
                Showing the first {memberErasureRequests.items.length} of {memberErasureRequests.total}.
              </p>
            )}
          </>
        )
      }
    </QueryBlock>
  );
  return (
    <section className="admin-page__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Erasure requests from members</h2>
      <p className="admin-page__lead">Members who asked, from their member area, for what we hold about them to be deleted.</p>
      {body}
    </section>
  );
}
