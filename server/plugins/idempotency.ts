// Exactly-once writes (DESIGN.md §5). A write route adds `onRequest: app.authenticate,
// preValidation: app.idempotent` (sign-in is checked before the body, as the provider does). With an `Idempotency-Key` header the first final answer is kept per user and
// key: a replay gets it again with no second effect, another payload under the same key gets 422,
// a key still in flight gets 409. Routes with effects call `completeIdempotency(tx, …)` inside their
// transaction so the effect and the kept answer commit together (or, for a write made of one
// statement, pass `answerToKeep(…)` into it and call `markKept`); other answers are kept by the
// onSend hook below.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import './fastify-augment.ts';
import fp from 'fastify-plugin';
import { HEADER_IDEMPOTENCY_KEY } from '#contract/constants';
import type { Db, Tx } from '../db/client.ts';
import {
  completeKey,
  createKeyClaimer,
  releaseKey,
  type KeptAnswer,
  type KeyRef,
} from '../db/repo/idempotency.ts';
import { isFinalStatus, parseIdempotencyKey } from '../domain/idempotency.ts';
import { callerOf } from './auth.ts';
import { Refusal } from './errors.ts';

export type IdempotencyClaim = KeyRef & { isCompleted: boolean };

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length === 0) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/** Keeps the answer in the caller's transaction; the onSend hook then leaves the key alone. */
export async function completeIdempotency(
  tx: Tx,
  request: FastifyRequest,
  status: number,
  body: unknown,
  now: Date,
) {
  const claim = request.idempotency;
  if (!claim) return;
  await completeKey(tx, claim, status, body, now);
  claim.isCompleted = true;
}

/**
 * For a write that keeps the answer in its own statement (`completeKeySql`): the answer to keep,
 * or null with no key. Call `markKept` once that write committed.
 */
export function answerToKeep(
  request: FastifyRequest,
  status: number,
  body: unknown,
  now: Date,
): KeptAnswer | null {
  const claim = request.idempotency;
  return claim ? { userId: claim.userId, key: claim.key, status, body, now } : null;
}

export function markKept(request: FastifyRequest): void {
  if (request.idempotency) request.idempotency.isCompleted = true;
}

export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db; now: () => Date }) => {
  app.decorateRequest('idempotency', null);
  // Claims arriving together share one insert (repo/idempotency.ts).
  const claimKey = createKeyClaimer(opts.db);

  app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[HEADER_IDEMPOTENCY_KEY.toLowerCase()];
    if (header === undefined) return;
    const key = typeof header === 'string' ? parseIdempotencyKey(header) : null;
    if (!key) throw new Refusal('idempotency-key-malformed');
    const ref = { userId: callerOf(request).userId, key };
    const state = await claimKey(ref, requestHash(request), opts.now());
    switch (state.kind) {
      case 'new':
        request.idempotency = { ...ref, isCompleted: false };
        return;
      case 'mismatch':
        throw new Refusal('idempotency-key-reused');
      case 'in-flight':
        throw new Refusal('idempotency-key-in-flight');
      case 'replay':
        reply.header('idempotent-replayed', 'true');
        return reply.code(state.status).send(state.body);
    }
  });

  // NOTE: callback style, so the many requests without a claim cost no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = request.idempotency;
    if (!claim || claim.isCompleted) return done(null, payload);
    claim.isCompleted = true;
    const keep = isFinalStatus(reply.statusCode)
      ? completeKey(opts.db, claim, reply.statusCode, parsePayload(payload), opts.now())
      : releaseKey(opts.db, claim);
    keep.then(
      () => done(null, payload),
      (err: unknown) => done(err as Error),
    );
  });
});
