// The session as every feature sees it (shared here so features need not import auth/): the current user, whether the first check is still
// running, and the actions that change it. The provider is auth/session-provider.tsx.
import { createContext, useContext } from 'react';
import type { SignUpInput } from '../api/auth.ts';
import type { User } from '../api/user.ts';

/**
 * - `checking`: a stored token is being checked and no cached user is known yet;
 * - `ready`: `user` is the answer (null: signed out);
 * - `unreachable`: a token is stored but neither the network nor the cache could say whose it is.
 */
export type SessionPhase = 'checking' | 'ready' | 'unreachable';

export type Session = {
  user: User | null;
  /**
   * Whose cache and outbox rows this device reads and writes (DESIGN.md §5): the stored token's
   * subject, set as long as a token is stored (while `checking` too), null once signed out.
   */
  userKey: string | null;
  phase: SessionPhase;
  /** When the user shown was last confirmed online; set only when the network could not confirm it. */
  staleSince: Date | null;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => void;
  /** Runs the start-up check again (after `unreachable`). */
  recheck: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in session's user key (see Session), or null when no token is stored. */
export function useUserKey(): string | null {
  return useSession().userKey;
}
