// Sign-in check for the leaderboard's hot path (DESIGN.md §7): the same answers as
// app.authenticate, but the caller found for a user id is kept for a short time, so a warm
// leaderboard read runs no query at all. The token itself is still verified on every request
// (signature, expiry), only the user lookup is reused, and only for the same session version.
// NOTE: a password reset, a deleted account or a changed role publishes 'sessions-ended', and
// `forget` drops the kept caller at once, also in the other server processes (a RemoteEvent over
// LISTEN/NOTIFY, server/realtime/fanout.ts); a lookup under way meanwhile is answered but not
// kept. If that notice is lost a kept caller lives at most CALLER_CACHE_TTL_MS. (plugins/auth.ts could keep callers the same way for every read.)
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Caller } from '../accounts/session-repo.ts';
import { bearerToken } from '../plugins/auth.ts';

export const CALLER_CACHE_TTL_MS = 30_000;
export const CALLER_CACHE_MAX_USERS = 20_000;

type Kept = { caller: Caller; version: number; expiresAtMs: number };

export type CachedAuthenticate = {
  check: (request: FastifyRequest) => Promise<void> | void;
  /** Drops a user's kept caller: the next request looks it up again. */
  forget: (userId: number) => void;
};

export function createCachedAuthenticate(
  app: FastifyInstance,
  tokens: TokenService,
  opts: { ttlMs?: number; maxUsers?: number; clockMs?: () => number } = {},
): CachedAuthenticate {
  const ttlMs = opts.ttlMs ?? CALLER_CACHE_TTL_MS;
  const maxUsers = opts.maxUsers ?? CALLER_CACHE_MAX_USERS;
  const clockMs = opts.clockMs ?? (() => performance.now());
  const callers = new Map<number, Kept>();
  /** Counts `forget` calls: a lookup that saw one happen keeps nothing. */
  let forgets = 0;

  async function lookUp(request: FastifyRequest, session: { userId: number; version: number } | null) {
    const forgetsBefore = forgets;
    await app.authenticate(request); // throws the provider's 401/404 answers, checks the version
    if (session === null || !request.caller || forgets !== forgetsBefore) return;
    callers.delete(session.userId);
    if (callers.size >= maxUsers) {
      const oldest = callers.keys().next();
      if (!oldest.done) callers.delete(oldest.value);
    }
    const expiresAtMs = clockMs() + ttlMs;
    callers.set(session.userId, { caller: request.caller, version: session.version, expiresAtMs });
  }

  // NOTE: a kept caller answers synchronously (no promise on the hot path); see toOnRequest.
  return {
    check(request) {
      const token = bearerToken(request.headers.authorization);
      const session = token === null ? null : tokens.verifySession(token);
      const kept = session === null ? undefined : callers.get(session.userId);
      if (kept && kept.version === session?.version && kept.expiresAtMs > clockMs()) {
        request.caller = kept.caller;
        return;
      }
      return lookUp(request, session);
    },
    forget(userId) {
      forgets += 1;
      callers.delete(userId);
    },
  };
}

/** A Fastify onRequest hook (callback style) from a check that may answer synchronously. */
export function toOnRequest(check: (request: FastifyRequest) => Promise<void> | void): onRequestHookHandler {
  return (request, _reply, done) => {
    let pending: Promise<void> | void;
    try {
      pending = check(request);
    } catch (err) {
      return done(err as Error);
    }
    if (pending)
      pending.then(
        () => done(),
        (err: unknown) => done(err as Error),
      );
    else done();
  };
}
