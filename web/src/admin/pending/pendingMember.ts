import type { AdminPendingMembersQuery } from '../../gql/graphql';

/** A pending applicant as listed on the pending review page, with every member field. */
export type PendingMember = AdminPendingMembersQuery['pendingMembers']['items'][number];
