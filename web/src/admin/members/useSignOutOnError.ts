import { useCallback } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { isUnauthenticated } from '../common/useSessionExpiry';

/** A function that signs out when a failed call's error says the token is no longer accepted. */
export function useSignOutOnError(): (error: unknown) => void {
  const { signOut } = useAuth();
  return useCallback(
    (error: unknown) => {
      if (isUnauthenticated(error)) void signOut();
    },
    [signOut],
  );
}
