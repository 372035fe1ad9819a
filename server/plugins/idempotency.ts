// Exactly-once writes (DESIGN.md §5). A write route adds `onRequest: app.authenticate,
// preValidation: app.idempotent` (sign-in is checked before the body, as the provider does). With an `Idempotency-Key` header the first final answer is kept per user and
// key: a replay gets it again with no second effect, another payload under the same key gets 422,
// a key still in flight gets 409. Routes with effects call `completeIdempotency(tx, …)` inside their
// transaction so the effect and the kept answer commit together (or, for a write made of one
// statement, pass `answerToKeep(…)` into it and call `markKept`); other answers are kept by the
// onSend hook below, which only those write routes carry (a read runs no hook for it).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
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
} from '../db/idempotency.ts';
import { isFinalStatus, parseIdempotencyKey } from '../domain/idempotency.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { callerOf } from './auth.ts';
import { DATABASE_RETRY_AFTER_S, Refusal, retryAfter } from './errors.ts';

export type IdempotencyClaim = KeyRef & {
  /** The claim's created_at: a late release deletes this claim and never a newer one. */
  claimedAt: Date;
  isCompleted: boolean;
};

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
 * For a write that keeps the answer in its own statement (the award, server/awards/repo.ts): the answer to keep,
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
  // Claims arriving together share one insert (db/idempotency.ts).
  const claimKey = createKeyClaimer(opts.db);

  const idempotent = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[HEADER_IDEMPOTENCY_KEY.toLowerCase()];
    if (header === undefined) return;
    const key = typeof header === 'string' ? parseIdempotencyKey(header) : null;
    if (!key) throw new Refusal('idempotency-key-malformed');
    const ref = { userId: callerOf(request).userId, key };
    const claimedAt = opts.now();
    const state = await claimKey(ref, requestHash(request), claimedAt);
    switch (state.kind) {
      case 'new':
        request.idempotency = { ...ref, claimedAt, isCompleted: false };
        return;
      case 'mismatch':
        throw new Refusal('idempotency-key-reused');
      case 'in-flight':
        throw new Refusal('idempotency-key-in-flight');
      case 'replay':
        reply.header('idempotent-replayed', 'true');
        return reply.code(state.status).send(state.body);
    }
  };
  app.decorate('idempotent', idempotent);

  const releases = createLaterReleases(opts.db);
  app.addHook('onClose', async () => releases.stop());

  // NOTE: callback style, so the many requests without a claim cost no promise.
  const keepAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const claim = request.idempotency;
    if (!claim || claim.isCompleted) return done(null, payload);
    claim.isCompleted = true;
    const isFinal = isFinalStatus(reply.statusCode);
    const keep = isFinal
      ? completeKey(opts.db, claim, reply.statusCode, parsePayload(payload), opts.now())
      : releaseKey(opts.db, claim);
    keep.then(
      () => done(null, payload),
      (err: unknown) => {
        const isUnavailable = isDatabaseUnavailable(err);
        if (!isFinal && !isUnavailable) return done(err as Error);
        releases.add({ userId: claim.userId, key: claim.key }, claim.claimedAt);
        if (!isFinal) return done(null, payload);
        // A final answer that could not be kept is not sent: a replay would meet its claim with no
        // answer (409 for ABANDONED_CLAIM_MS) instead of this answer. It had no effect (effects
        // keep their answer in their own transaction), so the claim is released and the client
        // told to come back, as for any write that met an unreachable database.
        request.log.warn({ err }, 'final answer not kept: sent as unavailable');
        const refusal = isUnavailable
          ? retryAfter('database-unavailable', DATABASE_RETRY_AFTER_S)
          : new Refusal('internal');
        reply.code(refusal.statusCode).headers(refusal.headers);
        done(null, JSON.stringify(refusal.body));
      },
    );
  };
  // First among the route's own: it keeps the answer before @fastify/compress encodes it.
  app.addHook('onRoute', (route) => {
    if (![route.preValidation].flat().some((hook) => hook === idempotent)) return;
    route.onSend = [keepAnswer, ...[route.onSend ?? []].flat()];
  });
});

/** How often the releases that met an unreachable database are tried again. */
const RELEASE_RETRY_MS = 1_000;
/** Claims waiting for a release at most (past it the oldest is left to ABANDONED_CLAIM_MS). */
const RELEASES_MAX = 10_000;

/**
 * A key whose write was answered 5xx because the database could not be reached could not be
 * released either: left claimed, every retry of the outbox got 409 "in flight" for
 * ABANDONED_CLAIM_MS (2 minutes) after PostgreSQL was back (the failover suite,
 * tests/slow/failover.test.ts). Such releases are tried again every second until they pass. Safe
 * to run late: a release deletes only this claim (its created_at) while it has no kept answer, and
 * the write's effect commits together with its answer (completeIdempotency), so a claim with no
 * answer has no effect.
 */
function createLaterReleases(db: Db) {
  const waiting = new Map<string, { ref: KeyRef; claimedAt: Date }>();
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;

  async function retry(): Promise<void> {
    timer = null;
    for (const [id, { ref, claimedAt }] of waiting) {
      if (isStopped) return;
      try {
        await releaseKey(db, ref, claimedAt);
        waiting.delete(id);
      } catch {
        break; // still unreachable: the next round tries again
      }
    }
    schedule();
  }

  function schedule() {
    if (timer || isStopped || waiting.size === 0) return;
    timer = setTimeout(() => void retry(), RELEASE_RETRY_MS);
    timer.unref();
  }

  return {
    add(ref: KeyRef, claimedAt: Date) {
      if (waiting.size >= RELEASES_MAX) {
        const oldest = waiting.keys().next().value;
        if (oldest !== undefined) waiting.delete(oldest);
      }
      waiting.set(`${ref.userId} ${ref.key}`, { ref, claimedAt });
      schedule();
    },
    stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
