import type { StaffRole } from '../../../shared/capabilities';

/** The signed-in staff session kept in browser storage under "adminUser" (SPEC §3 Admin session user). */
export interface StoredSession {
  /** The short-lived access token; the refresh token is in an httpOnly cookie the page never sees. */
  token: string;
  /** When the access token expires (it is then renewed with the refresh cookie). */
  expiresAt: string;
  user: { id: string; name: string; email: string; role: StaffRole };
}

const KEY = 'adminUser';
const listeners = new Set<(session: StoredSession | null) => void>();

/**
 * Reads the stored session; null when absent or unreadable. An expired access token is kept: the
 * refresh cookie may still renew it (the Apollo client does so before using it).
 */
export function readSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    return session.token && session.user ? session : null;
  } catch {
    return null;
  }
}

/** Stores (or with null, clears) the session and tells every listener (the AuthProvider). */
export function writeSession(session: StoredSession | null): void {
  if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
  else window.localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener(session));
}

/**
 * Calls `listener` whenever the session is written (sign-in, silent refresh, sign-out).
 * @returns a function that stops listening
 */
export function onSessionChange(listener: (session: StoredSession | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
