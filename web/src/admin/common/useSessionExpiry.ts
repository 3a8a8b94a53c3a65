import { useEffect } from 'react';
import * as ErrorCode from '../../../../shared/error-codes';
import { useAuth } from '../../auth/AuthContext';
import { errorCode } from '../../shared/errors';

/** True when the server refused the call because the token is missing, expired or revoked. */
export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === ErrorCode.UNAUTHENTICATED;
}

/**
 * Signs out when any of the given errors is UNAUTHENTICATED (an expired or revoked token); the
 * admin layout then sends the visitor to /admin/login (SPEC §2 Admin routes).
 */
export function useSignOutWhenUnauthenticated(...errors: unknown[]): void {
  const { signOut } = useAuth();
  const expired = errors.some(isUnauthenticated);
  useEffect(() => {
    if (expired) void signOut();
  }, [expired, signOut]);
}
