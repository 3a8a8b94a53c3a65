import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readSession, writeSession, type StoredSession } from './storage';

interface AuthState {
  session: StoredSession | null;
  /** Keeps a session returned by the `login` mutation. */
  signIn(session: StoredSession): void;
  /** Clears the session and the Apollo cache (SPEC §4 Admin session: logout clears it). */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Provides the staff session read from browser storage to the admin area. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [session, setSession] = useState<StoredSession | null>(() => readSession());
  const signIn = useCallback((next: StoredSession) => {
    writeSession(next);
    setSession(next);
  }, []);
  const signOut = useCallback(async () => {
    writeSession(null);
    setSession(null);
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
