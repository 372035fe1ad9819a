import { beforeEach, describe, expect, it } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import type { ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import {
  HEADER_OUTBOX,
  HEADER_OUTBOX_COST,
  HEADER_OUTBOX_LABEL,
} from '../../../../src/outbox/shared/constants.ts';
import { handleQueueableWrite } from '../../../../sw/outbox/intercept.ts';
import { rowsOf } from '../../../../sw/outbox/queue.ts';
import { createReplayer, type ReplayDeps } from '../../../../sw/outbox/replay.ts';
import { freshDb, tokenOf } from './outbox-fixtures.ts';

const T0 = Date.parse('2027-03-15T12:00:00Z');
let db: ConfettiDb;
let passedThrough: Request[];

function buyRequest(headers: Record<string, string> = {}): Request {
  return new Request('http://app.test/api/store/buy', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${tokenOf('alice')}`,
      [HEADER_IDEMPOTENCY_KEY]: '11111111-1111-4111-8111-111111111111',
      [HEADER_OCCURRED_AT]: '2027-03-15T11:59:00.000Z',
      [HEADER_OUTBOX_LABEL]: encodeURIComponent('Buy “Mug”'),
      [HEADER_OUTBOX_COST]: '30',
      ...headers,
    },
    body: JSON.stringify({ redeemable: { redeemable_id: 3 } }),
  });
}

function awardRequest(key: string): Request {
  return new Request('http://app.test/api/redeems', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${tokenOf('alice')}`,
      [HEADER_IDEMPOTENCY_KEY]: key,
      [HEADER_OCCURRED_AT]: '2027-03-15T11:59:00.000Z',
    },
    body: JSON.stringify({ redeem: { attendee_id: 'attendee-1', badge_id: 7 } }),
  });
}

function starRequest(method: 'PUT' | 'DELETE'): Request {
  return new Request('http://app.test/api/programme/stars/5b0c3a52-2f0e-4c53-9d38-1f3c6e1a0a11', {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${tokenOf('alice')}`,
      [HEADER_IDEMPOTENCY_KEY]: '44444444-4444-4444-8444-444444444444',
      [HEADER_OCCURRED_AT]: '2027-03-15T11:59:00.000Z',
    },
    body: '{}',
  });
}

function handle(request: Request, fetch: ReplayDeps['fetch']) {
  const replayer = createReplayer({
    db: () => Promise.resolve(db),
    fetch,
    now: () => T0,
    random: () => 0.5,
    notify: () => undefined,
    wakeAfter: () => undefined,
    sendTimeoutMs: 50,
  });
  return handleQueueableWrite(request, {
    db: () => Promise.resolve(db),
    replayer,
    now: () => T0,
    notify: () => undefined,
    waitUntil: () => undefined,
    passThrough: async (req) => {
      passedThrough.push(req);
      return new Response('{}', { status: 200 });
    },
    answerWithinMs: 500,
  });
}

beforeEach(async () => {
  db = await freshDb();
  passedThrough = [];
});

describe('handleQueueableWrite', () => {
  it('answers "queued" at once when the network fails, and keeps the row without the token', async () => {
    const response = await handle(buyRequest(), () => Promise.reject(new TypeError('offline')));
    expect(response.status).toBe(202);
    expect(response.headers.get(HEADER_OUTBOX)).toBe('queued');
    const [row] = await rowsOf(db, 'alice');
    expect(await response.json()).toEqual({ queued: true, id: row?.id });
    expect(row).toMatchObject({
      status: 'pending',
      path: 'http://app.test/api/store/buy',
      body: { redeemable: { redeemable_id: 3 } },
      idempotencyKey: '11111111-1111-4111-8111-111111111111',
      occurredAt: '2027-03-15T11:59:00.000Z',
      label: 'Buy “Mug”',
      cost: 30,
      attempts: 1,
    });
    expect(JSON.stringify(row)).not.toContain(tokenOf('alice'));
  });

  it('answers "queued" when the server does not answer within the send timeout', async () => {
    const hang: ReplayDeps['fetch'] = (_url, init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const response = await handle(buyRequest(), hang);
    expect(response.headers.get(HEADER_OUTBOX)).toBe('queued');
  });

  it('gives the page the server’s final answer and drops the row', async () => {
    const body = { errors: { stock: ['Item is sold out!'] } };
    const response = await handle(buyRequest(), async () => Response.json(body, { status: 422 }));
    expect(response.status).toBe(422);
    expect(response.headers.get(HEADER_OUTBOX)).toBeNull();
    expect(await response.json()).toEqual(body);
    expect(await rowsOf(db, 'alice')).toEqual([]);
  });

  it('keeps a write that got a 503 (retry later) and says "queued"', async () => {
    const response = await handle(buyRequest(), async () => new Response('busy', { status: 503 }));
    expect(response.status).toBe(202);
    expect((await rowsOf(db, 'alice'))[0]).toMatchObject({ status: 'pending', lastStatus: 503 });
  });

  it('answers "already-queued" for an award whose twin waits, sends nothing and keeps one row', async () => {
    let sends = 0;
    const offline: ReplayDeps['fetch'] = () => {
      sends += 1;
      return Promise.reject(new TypeError('offline'));
    };
    const first = await handle(awardRequest('22222222-2222-4222-8222-222222222222'), offline);
    expect(first.headers.get(HEADER_OUTBOX)).toBe('queued');
    const sendsBefore = sends;
    const second = await handle(awardRequest('33333333-3333-4333-8333-333333333333'), offline);
    expect(second.status).toBe(202);
    expect(second.headers.get(HEADER_OUTBOX)).toBe('already-queued');
    const rows = await rowsOf(db, 'alice');
    expect(rows.map((row) => row.idempotencyKey)).toEqual(['22222222-2222-4222-8222-222222222222']);
    expect(await second.json()).toEqual({ queued: true, id: rows[0]?.id });
    expect(sends).toBe(sendsBefore);
  });

  it.each(['PUT', 'DELETE'] as const)(
    'keeps a programme star sent with %s, with its method',
    async (method) => {
      const response = await handle(starRequest(method), () => Promise.reject(new TypeError('offline')));
      expect(response.headers.get(HEADER_OUTBOX)).toBe('queued');
      const [row] = await rowsOf(db, 'alice');
      expect(row).toMatchObject({
        method,
        path: 'http://app.test/api/programme/stars/5b0c3a52-2f0e-4c53-9d38-1f3c6e1a0a11',
        body: {},
      });
    },
  );

  it('lets a write without a key or a session go to the network untouched', async () => {
    const request = buyRequest({ Authorization: '' });
    const response = await handle(request, () => Promise.reject(new Error('not called')));
    expect(response.status).toBe(200);
    expect(passedThrough).toHaveLength(1);
    expect(await rowsOf(db, 'alice')).toEqual([]);
  });
});
