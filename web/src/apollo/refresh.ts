import { writeSession, type StoredSession } from '../auth/storage';

const REFRESH = 'mutation RefreshSession { refreshSession { token expiresAt user { id name email role } } }';

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token (the server rotates the cookie) and
 * stores the new session; clears the session when the server refuses. Concurrent callers share one
 * request, since a refresh token is good for one use only.
 * @returns true when a new access token is stored
 */
export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: REFRESH }),
      });
      const body = (await response.json()) as { data?: { refreshSession: StoredSession } | null };
      const session = body.data?.refreshSession ?? null;
      writeSession(session);
      return session !== null;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}
