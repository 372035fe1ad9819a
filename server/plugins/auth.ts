// Bearer authentication (provider-api.md §2 and "General conventions"): the realm is matched
// case-insensitively, the colon is optional. Routes opt in with `onRequest: app.authenticate`.
// A token signed before the user's last password reset (an older session version) is refused
// as an invalid token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { loadSession, type Caller } from '../accounts/session-repo.ts';
import { Refusal } from './errors.ts';
import './fastify-augment.ts';

const BEARER = /^bearer:?\s+(\S+)\s*$/i;

export function bearerToken(header: string | undefined): string | null {
  return header?.match(BEARER)?.[1] ?? null;
}

/** The caller set by `authenticate`; only call it in routes that use that onRequest hook. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Refusal('unauthenticated');
  return request.caller;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
  app.decorateRequest('caller', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new Refusal('unauthenticated');
    const session = opts.tokens.verifySession(token);
    if (session === null) throw new Refusal('invalid-token');
    const found = await loadSession(opts.db, session.userId);
    if (!found) throw new Refusal('not-found');
    if (found.sessionVersion !== session.version) throw new Refusal('invalid-token');
    request.caller = found.caller;
  });
});
