// Sign-in check for the leaderboard's hot path (DESIGN.md §7): the same answers as
// app.authenticate, but the caller found for a user id is kept for a short time, so a warm
// leaderboard read runs no query at all. The token itself is still verified on every request
// (signature, expiry), only the user lookup is reused.
// NOTE: a user deleted meanwhile keeps reading leaderboards for at most CALLER_CACHE_TTL_MS; no
// endpoint deletes users today. TODO(lead): this could move into plugins/auth.ts for every read.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TokenService } from './auth/tokens.ts';
import type { Caller } from './db/repo/sessions.ts';
import { bearerToken } from './plugins/auth.ts';

export const CALLER_CACHE_TTL_MS = 30_000;
export const CALLER_CACHE_MAX_USERS = 20_000;

type Kept = { caller: Caller; expiresAtMs: number };

export function createCachedAuthenticate(
  app: FastifyInstance,
  tokens: TokenService,
  opts: { ttlMs?: number; maxUsers?: number; clockMs?: () => number } = {},
): (request: FastifyRequest) => Promise<void> | void {
  const ttlMs = opts.ttlMs ?? CALLER_CACHE_TTL_MS;
  const maxUsers = opts.maxUsers ?? CALLER_CACHE_MAX_USERS;
  const clockMs = opts.clockMs ?? (() => performance.now());
  const callers = new Map<number, Kept>();

  async function lookUp(request: FastifyRequest, userId: number | null): Promise<void> {
    await app.authenticate(request); // throws the provider's 401/404 answers
    if (userId === null || !request.caller) return;
    callers.delete(userId);
    if (callers.size >= maxUsers) {
      const oldest = callers.keys().next();
      if (!oldest.done) callers.delete(oldest.value);
    }
    callers.set(userId, { caller: request.caller, expiresAtMs: clockMs() + ttlMs });
  }

  // NOTE: a kept caller answers synchronously (no promise on the hot path); see toOnRequest.
  return (request) => {
    const token = bearerToken(request.headers.authorization);
    const userId = token === null ? null : tokens.verify(token);
    const kept = userId === null ? undefined : callers.get(userId);
    if (kept && kept.expiresAtMs > clockMs()) {
      request.caller = kept.caller;
      return;
    }
    return lookUp(request, userId);
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
