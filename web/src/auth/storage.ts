/** The signed-in staff session kept in browser storage under "adminUser" (SPEC §3 Admin session user). */
export interface StoredSession {
  token: string;
  expiresAt: string;
  user: { id: string; name: string; email: string; role: 'ADMIN' | 'EDITOR' };
}

const KEY = 'adminUser';

/** Reads the stored session; null when absent, unreadable or expired. */
export function readSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StoredSession;
    if (!session.token || new Date(session.expiresAt).getTime() <= Date.now()) return null;
    return session;
  } catch {
    return null;
  }
}

/** Stores (or with null, clears) the session. */
export function writeSession(session: StoredSession | null): void {
  if (session) window.localStorage.setItem(KEY, JSON.stringify(session));
  else window.localStorage.removeItem(KEY);
}
