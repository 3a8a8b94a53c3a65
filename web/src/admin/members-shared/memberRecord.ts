import * as ErrorCode from '../../../../shared/error-codes';
import type { AdminMemberFieldsFragment } from '../../gql/graphql';
import { errorCode } from '../../shared/errors';

/** A member with every field, as the admin member views show it. */
export type MemberRecord = AdminMemberFieldsFragment;

/** True when an approve/reject failed because the member is no longer pending or is gone. */
export const settled = (error: unknown): boolean => {
  const code = errorCode(error);
  return code === ErrorCode.CONFLICT || code === ErrorCode.NOT_FOUND;
};
