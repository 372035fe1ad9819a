// What the fan-out accepts from a NOTIFY payload (server/realtime/fanout.ts): our own envelopes
// only, anything else ignored; and no transport at all without PostgreSQL.
import { describe, expect, it } from 'vitest';
import { createFanout, parseEnvelope } from '../../../../server/realtime/fanout.ts';
import { REALTIME_LIMITS } from '../../../../server/realtime/limits.ts';

describe('parseEnvelope', () => {
  it('reads the sender and one of our messages', () => {
    const spotlight = { id: 1, name: 'Acme', badge_id: 2, end: '2026-11-22T12:20:00Z' };
    expect(parseEnvelope(JSON.stringify({ from: 'p1', message: { kind: 'spotlight', spotlight } }))).toEqual({
      from: 'p1',
      message: { kind: 'spotlight', spotlight },
    });
    expect(parseEnvelope('{"from":"p2","message":{"kind":"writes-committed"}}')).toEqual({
      from: 'p2',
      message: { kind: 'writes-committed' },
    });
  });

  it('ignores anything else', () => {
    for (const text of [
      '',
      'x',
      'null',
      '[]',
      '{}',
      '{"from":1,"message":{"kind":"writes-committed"}}',
      '{"from":"p","message":{"kind":"drop-tables"}}',
      '{"from":"p","message":null}',
    ]) {
      expect(parseEnvelope(text)).toBeNull();
    }
  });
});

describe('createFanout without PostgreSQL', () => {
  it('is not shared and sends nothing', async () => {
    const log = { warn: () => {}, error: () => {} } as unknown as Parameters<typeof createFanout>[0]['log'];
    const fanout = createFanout({
      pool: null,
      limits: REALTIME_LIMITS,
      log,
      onMessage: () => {},
      onResync: () => {},
    });
    expect(fanout.isShared).toBe(false);
    fanout.send({ kind: 'writes-committed' });
    await fanout.start();
    await fanout.close();
  });
});
