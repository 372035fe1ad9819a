// Start-up check of a stored token (seed-spec §4, DESIGN.md §4): GET /api/user through the cache,
// so a returning user sees the signed-in shell at once, offline included. The token is dropped only
// when the server says it is no good (401/404), never because the network is down.
import { useEffect } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { hasStatus, toApiFailure } from '../api/errors.ts';
import { clearToken, readToken } from '../api/token-store.ts';
import { readCurrentUser } from '../api/user.ts';
import { clearCache } from '../offline/read-through.ts';
import { userKeyOf } from '../lib/token-subject.ts';
import type { SessionPhase } from '../session/session-context.ts';
import type { User } from '../api/user.ts';

export type SessionState = {
  user: User | null;
  userKey: string | null;
  phase: SessionPhase;
  staleSince: Date | null;
};

export const SIGNED_OUT: SessionState = { user: null, userKey: null, phase: 'ready', staleSince: null };

export function initialSessionState(): SessionState {
  const token = readToken();
  return token === null
    ? SIGNED_OUT
    : { user: null, userKey: userKeyOf(token), phase: 'checking', staleSince: null };
}

/** Runs the check on mount and again each time `run` changes. */
export function useStoredSessionCheck(run: number, setState: Dispatch<SetStateAction<SessionState>>): void {
  useEffect(() => {
    const token = readToken();
    if (token === null) return;
    let isCancelled = false;
    // A sign-in, sign-out or newer check replaces the token; this check's answer then no longer counts.
    const isCurrent = () => !isCancelled && readToken() === token;
    const userKey = userKeyOf(token);

    async function check(): Promise<void> {
      let cachedAt: Date | null = null;
      try {
        for await (const reading of readCurrentUser(userKey)) {
          if (!isCurrent()) return;
          cachedAt = reading.source === 'cache' ? reading.storedAt : null;
          setState({ user: reading.data, userKey, phase: 'ready', staleSince: null });
        }
      } catch (error) {
        const failure = await toApiFailure(error);
        if (!isCurrent()) return;
        if (hasStatus(failure, 401, 404)) {
          clearToken();
          await clearCache(userKey);
          setState(SIGNED_OUT);
          return;
        }
        const staleSince = cachedAt;
        setState((previous) =>
          previous.user === null
            ? { user: null, userKey, phase: 'unreachable', staleSince: null }
            : { user: previous.user, userKey, phase: 'ready', staleSince },
        );
      }
    }

    void check();
    return () => {
      isCancelled = true;
    };
  }, [run, setState]);
}
