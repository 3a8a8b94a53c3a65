import { errorCode } from '../../shared/errors';
import type { AdminPendingMembersQuery } from '../../gql/graphql';

/** A pending applicant as listed on the pending review page, with every member field. */
export type PendingMember = AdminPendingMembersQuery['pendingMembers']['items'][number];

/** True when an approve/reject failed because the application is no longer pending or is gone. */
export const settled = (error: unknown): boolean => ['CONFLICT', 'NOT_FOUND'].includes(errorCode(error) ?? '');
