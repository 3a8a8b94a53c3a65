import { print } from 'graphql';
import { RefreshSessionDocument } from '../auth/auth.graphql';
import { writeSession, type StoredSession } from '../auth/storage';

/** Sent with fetch, not Apollo: the refresh must not go through the link that renews tokens. */
const REFRESH = print(RefreshSessionDocument);

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
