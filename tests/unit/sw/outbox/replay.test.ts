import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import type { ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import { writeSessionMirror } from '../../../../src/offline/session-mirror.ts';
import { enqueue, takeNext, rowsOf } from '../../../../sw/outbox/queue.ts';
import { createReplayer, type ReplayDeps } from '../../../../sw/outbox/replay.ts';
import { seededRandom } from '../../../helpers/seeded-random.ts';
import { freshDb, newRow, tokenOf } from './outbox-fixtures.ts';

type Sent = { key: string; authorization: string | null; occurredAt: string | null; body: unknown };

/**
 * A server that applies each key once, as server/plugins/idempotency.ts does, and can misbehave.
 * `applied` counts effects per body (the attendee scanned), so a row resent under a new key shows.
 */
function fakeServer() {
  const keys = new Set<string>();
  const applied = new Map<string, number>();
  const sent: Sent[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let misbehave: (n: number) => 'ok' | 'network' | 'lost-after-commit' | 503 | 401 | 'hang' = () => 'ok';
  const fetch: ReplayDeps['fetch'] = async (_url, init) => {
    const headers = new Headers(init.headers);
    const key = headers.get(HEADER_IDEMPOTENCY_KEY) ?? '';
    sent.push({
      key,
      authorization: headers.get('Authorization'),
      occurredAt: headers.get(HEADER_OCCURRED_AT),
      body: JSON.parse(String(init.body)) as unknown,
    });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((r) => setTimeout(r, 1));
      const mode = misbehave(sent.length);
      // A hang ends when the send times out, also when that came during the delay above (a busy machine).
      if (mode === 'hang')
        return await new Promise<Response>((_, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init.signal?.aborted) abort();
          else init.signal?.addEventListener('abort', abort);
        });
      if (mode === 'network') throw new TypeError('Failed to fetch');
      if (mode === 503) return new Response('busy', { status: 503 });
      if (mode === 401) return Response.json({ error: 'invalid_token' }, { status: 401 });
      if (!keys.has(key)) {
        keys.add(key);
        const what = JSON.stringify(init.body);
        applied.set(what, (applied.get(what) ?? 0) + 1);
      }
      if (mode === 'lost-after-commit') throw new TypeError('connection reset');
      return Response.json({ redeem: true }, { status: 201 });
    } finally {
      inFlight -= 1;
    }
  };
  return {
    fetch,
    sent,
    applied,
    maxInFlight: () => maxInFlight,
    misbehave: (fn: typeof misbehave) => (misbehave = fn),
  };
}

const T0 = Date.parse('2027-03-15T12:00:00Z');
let db: ConfettiDb;
let server: ReturnType<typeof fakeServer>;
let clock: number;
let notified: { user: string; settled: number }[];

function replayer(extra: Partial<ReplayDeps> = {}) {
  return createReplayer({
    db: () => Promise.resolve(db),
    fetch: server.fetch,
    now: () => clock,
    random: () => 0.5,
    notify: (user, settled) => notified.push({ user, settled: settled.length }),
    wakeAfter: () => undefined,
    ...extra,
  });
}

beforeEach(async () => {
  db = await freshDb();
  server = fakeServer();
  clock = T0;
  notified = [];
  await writeSessionMirror(db, tokenOf('alice'));
});

describe('replay', () => {
  it('sends the session user’s rows in order with the mirrored token, never another user’s', async () => {
    for (const n of [1, 2, 3]) await enqueue(db, newRow('alice', n), T0);
    await enqueue(db, newRow('bob', 4), T0);
    await replayer().kick();
    expect(server.sent.map((s) => s.key.slice(-1))).toEqual(['1', '2', '3']);
    expect(new Set(server.sent.map((s) => s.authorization))).toEqual(new Set([`Bearer ${tokenOf('alice')}`]));
    expect(server.sent[0]?.occurredAt).toBe('2027-03-15T12:00:00.000Z');
    expect(server.sent[0]?.body).toEqual({ redeem: { attendee_id: 'attendee-1', badge_id: 7 } });
    expect((await rowsOf(db, 'alice')).map((r) => r.status)).toEqual(['done', 'done', 'done']);
    expect((await rowsOf(db, 'bob')).map((r) => r.status)).toEqual(['pending']);
    expect(JSON.stringify(await rowsOf(db, 'alice'))).not.toContain(tokenOf('alice'));
    expect(notified.filter((n) => n.settled > 0)).toHaveLength(3);
  });

  it('sends nothing when signed out (no mirrored session)', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await db.clear('session');
    await replayer().kick();
    expect(server.sent).toEqual([]);
  });

  it('is single-flight: concurrent kicks (and two replayers sharing a lock) send each row once, one at a time', async () => {
    for (let n = 1; n <= 20; n++) await enqueue(db, newRow('alice', n), T0);
    let chain = Promise.resolve();
    const locks = {
      request: (_name: string, callback: () => Promise<void>) => (chain = chain.then(callback)),
    };
    const a = replayer({ locks });
    const b = replayer({ locks });
    await Promise.all([a.kick(), a.kick(), b.kick(), a.kick({ isForced: true }), b.kick()]);
    expect(server.sent).toHaveLength(20);
    expect(new Set(server.sent.map((s) => s.key)).size).toBe(20);
    expect(server.maxInFlight()).toBe(1);
  });

  it('stops at a row that must be retried and resumes in order after its backoff', async () => {
    for (const n of [1, 2]) await enqueue(db, newRow('alice', n), T0);
    let wake: number | null = null;
    server.misbehave((n) => (n === 1 ? 503 : 'ok'));
    const r = replayer({ wakeAfter: (ms) => (wake = ms) });
    await r.kick();
    expect(server.sent).toHaveLength(1);
    expect(wake).toBeGreaterThan(0);
    await r.kick();
    expect(server.sent).toHaveLength(1); // still backing off
    clock += wake ?? 0;
    await r.kick();
    expect(server.sent.map((s) => s.key.slice(-1))).toEqual(['1', '1', '2']);
  });

  it('counts a send with no answer in time as a retry (timeout), then applies it once', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    server.misbehave((n) => (n === 1 ? 'hang' : 'ok'));
    const r = replayer({ sendTimeoutMs: 20 });
    await r.kick();
    expect((await rowsOf(db, 'alice'))[0]).toMatchObject({ status: 'pending', lastStatus: null });
    await r.kick({ isForced: true });
    expect((await rowsOf(db, 'alice'))[0]?.status).toBe('done');
  });

  it('applies a write whose answer was lost after the commit exactly once', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    server.misbehave((n) => (n === 1 ? 'lost-after-commit' : 'ok'));
    const r = replayer();
    await r.kick();
    await r.kick({ isForced: true });
    expect(server.sent).toHaveLength(2);
    expect([...server.applied.values()]).toEqual([1]);
    expect((await rowsOf(db, 'alice'))[0]?.status).toBe('done');
  });

  it('parks on a 401 of the session and resumes when the user signs in again with a new token', async () => {
    for (const n of [1, 2]) await enqueue(db, newRow('alice', n), T0);
    server.misbehave((n) => (n === 1 ? 401 : 'ok'));
    const r = replayer();
    await r.kick({ isForced: true });
    expect((await rowsOf(db, 'alice')).map((row) => row.status)).toEqual(['parked', 'parked']);
    await writeSessionMirror(db, tokenOf('alice')); // same token again: still parked
    await r.kick({ isForced: true });
    expect(server.sent).toHaveLength(1);
    expect(await writeSessionMirror(db, tokenOf('alice', 2))).toBe(true);
    await r.kick({ isForced: true });
    expect((await rowsOf(db, 'alice')).map((row) => row.status)).toEqual(['done', 'done']);
    expect(server.sent.at(-1)?.authorization).toBe(`Bearer ${tokenOf('alice', 2)}`);
  });

  it('puts a row left sending by a killed SW back to pending at its first run, and sends it', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    await takeNext(db, 'alice', T0, false);
    await replayer().kick();
    expect(server.sent).toHaveLength(1);
    expect((await rowsOf(db, 'alice'))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('with half the sends failing at random, 100 writes end applied exactly once, in order', async () => {
    for (let n = 1; n <= 100; n++) await enqueue(db, newRow('alice', n), T0);
    const source = seededRandom(9);
    server.misbehave(() => {
      const roll = source.randomInt(1000) / 1000;
      if (roll < 0.2) return 'network';
      if (roll < 0.35) return 'lost-after-commit';
      if (roll < 0.5) return 503;
      return 'ok';
    });
    const r = replayer();
    for (
      let round = 0;
      round < 1000 && (await rowsOf(db, 'alice')).some((x) => x.status !== 'done');
      round++
    ) {
      await r.kick({ isForced: true });
    }
    expect((await rowsOf(db, 'alice')).every((x) => x.status === 'done')).toBe(true);
    expect(server.applied.size).toBe(100);
    expect([...server.applied.values()].every((count) => count === 1)).toBe(true);
    const order = [...server.applied.keys()].map((body) => Number(/attendee-(\d+)/.exec(body)?.[1]));
    expect(order).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  }, 20_000);

  it('tells a waiter how its row ended, or null when the run left it waiting', async () => {
    const { row: head } = await enqueue(db, newRow('alice', 1), T0);
    const { row: tail } = await enqueue(db, newRow('alice', 2), T0);
    server.misbehave((n) => (n === 1 ? 'network' : 'ok'));
    const r = replayer();
    const headOutcome = r.outcomeOf(head.id);
    const tailOutcome = r.outcomeOf(tail.id);
    await r.kick();
    expect((await headOutcome)?.status).toBe('pending');
    expect(await tailOutcome).toBeNull();
  });

  it('quiesced before an update, ends the pass it is in, then holds new kicks until the hold ends', async () => {
    for (const n of [1, 2, 3]) await enqueue(db, newRow('alice', n), T0);
    const r = replayer();
    const running = r.kick();
    await r.quiesce(100);
    await running;
    expect((await rowsOf(db, 'alice')).map((row) => row.status)).toEqual(['done', 'done', 'done']);

    await enqueue(db, newRow('alice', 4), T0);
    await r.kick({ isForced: true });
    await r.kick();
    expect(server.sent).toHaveLength(3);
    await vi.waitFor(async () => expect((await rowsOf(db, 'alice')).at(-1)?.status).toBe('done'));
    expect(server.sent.map((s) => s.key.slice(-1))).toEqual(['1', '2', '3', '4']);
  });

  it('quiesced mid-run, does not start the pass a kick asked for meanwhile until the hold ends', async () => {
    await enqueue(db, newRow('alice', 1), T0);
    const r = replayer();
    const running = r.kick();
    void r.kick({ isForced: true }); // asks for one more pass after this one
    await r.quiesce(100);
    await running;
    await enqueue(db, newRow('alice', 2), T0);
    expect(server.sent).toHaveLength(1);
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
  });
});
