// Owns the session: token in storage, current user in state (seed-spec §4). Sign-in and sign-up
// store the JWT, fetch the user and set it; any failure clears both. Sign-out clears the token,
// goes to `/`, and only then clears the user, so the guard never bounces to /login on the way out.
// The token is mirrored for the SW's outbox at start and sign-in and forgotten at sign-out
// (DESIGN.md §5); that module is imported on use, off every screen's first load.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { requestSignIn, requestSignUp } from '../api/auth.ts';
import type { SignUpInput } from '../api/auth.ts';
import { getFresh } from '../api/get.ts';
import { clearToken, readToken, storeToken } from '../api/token-store.ts';
import { readCurrentUser } from '../api/user.ts';
import { clearCache } from '../offline/read-through.ts';
import { userKeyOf } from '../lib/token-subject.ts';
import { SessionContext } from '../session/session-context.ts';
import { afterFirstScreen } from '../deferred/after-first-screen.ts';
import type { Session } from '../session/session-context.ts';
import { initialSessionState, SIGNED_OUT, useStoredSessionCheck } from './use-stored-session-check.ts';
import type { SessionState } from './use-stored-session-check.ts';

/** The outbox's copy of the session: written at start and sign-in, deleted at sign-out. */
function mirrorForOutbox(token: string | null): void {
  void import('../outbox/outbox-client.ts').then((outbox) =>
    token === null ? outbox.forgetSession() : outbox.mirrorSession(token),
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(initialSessionState);
  const [checkRun, setCheckRun] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  const isSigningOut = useRef(false);

  useStoredSessionCheck(checkRun, setState);

  // At start the mirror is deferred JS (DESIGN.md §7): it waits until the first screen is up.
  useEffect(() => {
    afterFirstScreen(() => {
      const token = readToken();
      if (token !== null) mirrorForOutbox(token);
    });
  }, []);

  useEffect(() => {
    pathnameRef.current = pathname;
    if (isSigningOut.current && pathname === '/') {
      isSigningOut.current = false;
      setState(SIGNED_OUT);
    }
  }, [pathname]);

  const recheck = useCallback(() => {
    if (readToken() === null) return;
    setState((previous) => (previous.user === null ? { ...previous, phase: 'checking' } : previous));
    setCheckRun((run) => run + 1);
  }, []);

  // Back online: confirm a cached user or retry an unreachable check.
  useEffect(() => {
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [recheck]);

  const establish = useCallback(async (obtainJwt: () => Promise<string>) => {
    try {
      const jwt = await obtainJwt();
      storeToken(jwt);
      mirrorForOutbox(jwt);
      const userKey = userKeyOf(jwt);
      const { data: user } = await getFresh(readCurrentUser(userKey));
      setState({ user, userKey, phase: 'ready', staleSince: null });
    } catch (error) {
      clearToken();
      mirrorForOutbox(null);
      setState(SIGNED_OUT);
      throw error;
    }
  }, []);

  const signIn = useCallback(
    (email: string, password: string) => establish(() => requestSignIn(email, password)),
    [establish],
  );
  const signUp = useCallback(
    (input: SignUpInput) => establish(async () => (await requestSignUp(input)).jwt),
    [establish],
  );

  const signOut = useCallback(() => {
    const token = readToken();
    clearToken();
    mirrorForOutbox(null);
    if (token !== null) void clearCache(userKeyOf(token));
    if (pathnameRef.current === '/') {
      setState(SIGNED_OUT);
      return;
    }
    // The token is gone: no screen reads the user's rows on the way out, though the user stays
    // shown until `/` is reached (above).
    setState((previous) => ({ ...previous, userKey: null }));
    isSigningOut.current = true;
    void navigate('/');
  }, [navigate]);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, signUp, signOut, recheck }),
    [state, signIn, signUp, signOut, recheck],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
