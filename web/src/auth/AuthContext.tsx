import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LogoutDocument } from './auth.graphql';
import { onSessionChange, readSession, writeSession, type StoredSession } from './storage';

interface AuthState {
  session: StoredSession | null;
  /** Keeps a session returned by the `login` (or `changePassword`) mutation. */
  signIn(session: StoredSession): void;
  /** Ends the session on the server (`logout`), then clears it and the Apollo cache (SPEC §4 Admin session). */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Provides the staff session read from browser storage to the admin area, following silent refreshes. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [session, setSession] = useState<StoredSession | null>(() => readSession());
  useEffect(() => onSessionChange(setSession), []);
  const signIn = useCallback((next: StoredSession) => writeSession(next), []);
  const signOut = useCallback(async () => {
    // Best effort: a refused or unreachable server must not keep anyone signed in here.
    if (readSession()) await client.mutate({ mutation: LogoutDocument }).catch(() => undefined);
    writeSession(null);
    await client.clearStore();
  }, [client]);
  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The staff session and sign-in/out actions. Throws outside AuthProvider. */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
