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
import type { SessionPhase } from '../api/session-context.ts';
import type { User } from '../api/user.ts';

export type SessionState = { user: User | null; phase: SessionPhase; staleSince: Date | null };

export const SIGNED_OUT: SessionState = { user: null, phase: 'ready', staleSince: null };

export function initialSessionState(): SessionState {
  return readToken() === null ? SIGNED_OUT : { user: null, phase: 'checking', staleSince: null };
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
          setState({ user: reading.data, phase: 'ready', staleSince: null });
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
            ? { user: null, phase: 'unreachable', staleSince: null }
            : { user: previous.user, phase: 'ready', staleSince },
        );
      }
    }

    void check();
    return () => {
      isCancelled = true;
    };
  }, [run, setState]);
}
