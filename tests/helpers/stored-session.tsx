// A session for hooks and screens rendered without the SessionProvider: the user key is the stored
// token's (as the provider derives it), so tests that store a token keep reading that user's rows.
import type { ReactNode } from 'react';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import type { User } from '../../src/api/user.ts';
import { userKeyOf } from '../../src/lib/token-subject.ts';
import { SessionContext, type Session } from '../../src/session/session-context.ts';

/** The session of the token stored in localStorage (signed out when none), with `user` shown. */
export function storedSession(user: User | null = null): Session {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  const refuse = () => Promise.reject(new Error('not in this test'));
  return {
    user,
    userKey: token === null ? null : userKeyOf(token),
    phase: 'ready',
    staleSince: null,
    signIn: refuse,
    signUp: refuse,
    signOut: () => undefined,
    recheck: () => undefined,
  };
}

/** A renderHook wrapper providing storedSession(). */
export function StoredSession({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={storedSession()}>{children}</SessionContext.Provider>;
}
