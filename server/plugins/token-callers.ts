// The sign-in check of POST /api/redeems (DESIGN.md §7: awards come in bursts from a few staff
// and sponsor sessions): app.authenticate's answer is kept per token for a short time, so a kept
// token's award runs no caller query. The token is still verified on every request (signature,
// expiry, issuer). Kept by the token itself, not the user id: every token has its own `jti`, so a
// kept caller never answers for another token, even where user ids are reused (truncated tests).
// NOTE: a password reset, a deleted account or a changed role publishes 'sessions-ended', also to
// the other server processes (a RemoteEvent, server/realtime/fanout.ts), and the route calls
// `forget`, which drops that user's tokens at once; a lookup under way meanwhile (it may have read
// before the change) is answered but not kept. If that notice is lost a kept token lives at most
// TOKEN_CALLER_TTL_MS.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Caller } from '../accounts/session-repo.ts';
import { bearerToken } from './auth.ts';

export const TOKEN_CALLER_TTL_MS = 30_000;
export const TOKEN_CALLER_MAX = 20_000;

type Kept = { caller: Caller; expiresAtMs: number };

export type TokenCallers = {
  /** app.authenticate's answers; synchronous (no promise) for a kept token. */
  check: (request: FastifyRequest) => Promise<void> | void;
  /** Drops every kept token of the user. */
  forget: (userId: number) => void;
};

export function createTokenCallers(
  app: FastifyInstance,
  tokens: TokenService,
  opts: { ttlMs?: number; maxTokens?: number; clockMs?: () => number } = {},
): TokenCallers {
  const ttlMs = opts.ttlMs ?? TOKEN_CALLER_TTL_MS;
  const maxTokens = opts.maxTokens ?? TOKEN_CALLER_MAX;
  const clockMs = opts.clockMs ?? (() => performance.now());
  const kept = new Map<string, Kept>();
  const byUser = new Map<number, Set<string>>();
  /** Counts `forget` calls: a lookup that saw one happen keeps nothing. */
  let forgets = 0;

  function drop(token: string) {
    const entry = kept.get(token);
    if (!entry) return;
    kept.delete(token);
    const own = byUser.get(entry.caller.userId);
    own?.delete(token);
    if (own?.size === 0) byUser.delete(entry.caller.userId);
  }

  async function lookUp(request: FastifyRequest, token: string | null) {
    const forgetsBefore = forgets;
    await app.authenticate(request); // the provider's 401/404 answers and the version check
    if (token === null || !request.caller || forgets !== forgetsBefore) return;
    drop(token);
    if (kept.size >= maxTokens) {
      const oldest = kept.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    const { caller } = request;
    kept.set(token, { caller, expiresAtMs: clockMs() + ttlMs });
    byUser.set(caller.userId, (byUser.get(caller.userId) ?? new Set()).add(token));
  }

  return {
    check(request) {
      const token = bearerToken(request.headers.authorization);
      if (token === null) return lookUp(request, null);
      const entry = kept.get(token);
      if (entry && entry.expiresAtMs > clockMs() && tokens.verifySession(token) !== null) {
        request.caller = entry.caller;
        return;
      }
      return lookUp(request, token);
    },
    forget(userId) {
      forgets += 1;
      for (const token of byUser.get(userId) ?? []) drop(token);
    },
  };
}
