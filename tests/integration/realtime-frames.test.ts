// The Phoenix protocol frame by frame over a raw `ws` client (DESIGN.md §6, provider-api.md §5):
// the exact replies to heartbeats, joins, leaves and unknown topics or events; bad frames answered
// or ignored while the socket lives on; an oversize frame closes only its own socket; vsn 1.0.0.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  listen,
  openRaw,
  spotlightWorld,
  startSpotlight,
  waitFor,
  type RawClient,
} from '../helpers/realtime.ts';

let t: TestApp;
let url: string;
const open: RawClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
  await t.reset();
});

async function client(opts: Parameters<typeof openRaw>[1] = {}) {
  const c = await openRaw(url, opts);
  open.push(c);
  return c;
}

const reply = (joinRef: string | null, ref: string, topic: string, status: string, response: object = {}) => [
  joinRef,
  ref,
  topic,
  'phx_reply',
  { status, response },
];
const byRef = (ref: string) => (f: unknown[]) => f[1] === ref;

describe('heartbeats, joins and leaves', () => {
  it('answers a heartbeat on topic phoenix', async () => {
    const c = await client();
    c.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await c.next(byRef('1'), 'the heartbeat reply')).toEqual(reply(null, '1', 'phoenix', 'ok'));
  });

  it('joins spotlight with {} and refuses any other topic', async () => {
    const c = await client();
    c.send(['1', '1', 'room:lobby', 'phx_join', {}]);
    expect(await c.next(byRef('1'), 'the refusal')).toEqual(
      reply('1', '1', 'room:lobby', 'error', { reason: 'unmatched topic' }),
    );
    c.send(['2', '2', 'spotlight', 'phx_join', { token: 'ignored' }]);
    expect(await c.next(byRef('2'), 'the join reply')).toEqual(reply('2', '2', 'spotlight', 'ok'));
    const stats = () => t.app.realtime.hub.stats();
    await waitFor(() => stats().connections === 1, 'earlier sockets forgotten');
    expect(stats()).toEqual({ connections: 1, subscriptions: 1 });
  });

  it('replies to a leave and sends nothing more on that topic', async () => {
    const c = await client();
    const other = await client();
    for (const s of [c, other]) s.send(['1', '1', 'spotlight', 'phx_join', {}]);
    await waitFor(() => t.app.realtime.hub.stats().subscriptions === 2, 'two joins');
    c.send(['1', '2', 'spotlight', 'phx_leave', {}]);
    expect(await c.next(byRef('2'), 'the leave reply')).toEqual(reply('1', '2', 'spotlight', 'ok'));
    const { headers, company } = await spotlightWorld(t);
    expect((await startSpotlight(t, headers, company.id)).statusCode).toBe(201);
    await other.next((f) => f[3] === 'spotlight', 'the broadcast to the one still joined');
    c.send([null, '3', 'phoenix', 'heartbeat', {}]);
    await c.next(byRef('3'), 'a later reply'); // frames arrive in order: no broadcast came before it
    expect(c.frames.filter((f) => f[3] === 'spotlight')).toEqual([]);
  });

  it('answers events it has no handler for', async () => {
    const c = await client();
    c.send(['1', '1', 'spotlight', 'phx_join', {}]);
    c.send(['1', '2', 'spotlight', 'shout', {}]);
    c.send([null, '3', 'elsewhere', 'shout', {}]);
    c.send([null, '4', 'phoenix', 'shout', {}]);
    expect(await c.next(byRef('2'), 'reply 2')).toEqual(
      reply('1', '2', 'spotlight', 'error', { reason: 'unmatched event' }),
    );
    expect(await c.next(byRef('3'), 'reply 3')).toEqual(
      reply(null, '3', 'elsewhere', 'error', { reason: 'unmatched topic' }),
    );
    expect(await c.next(byRef('4'), 'reply 4')).toEqual(
      reply(null, '4', 'phoenix', 'error', { reason: 'unmatched event' }),
    );
  });
});

describe('bad frames', () => {
  it('ignores what it cannot read, answers what carries a ref and a topic, and keeps the socket', async () => {
    const c = await client();
    c.send(['1', '1', 'spotlight', 'phx_join', {}]);
    await c.next(byRef('1'), 'the join');
    for (const bad of [
      'hello',
      '{}',
      '[]',
      '[1,2,3]',
      'null',
      '"text"',
      '[null,"x",42,"heartbeat",{}]',
      '\u0000',
    ]) {
      c.send(bad);
    }
    c.ws.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    c.send(['1', '7', 'spotlight', 42, {}]);
    c.send([{}, '8', 'spotlight', 'phx_join', {}]);
    expect(await c.next(byRef('7'), 'reply 7')).toEqual(
      reply('1', '7', 'spotlight', 'error', { reason: 'malformed message' }),
    );
    expect(await c.next(byRef('8'), 'reply 8')).toEqual(
      reply(null, '8', 'spotlight', 'error', { reason: 'malformed message' }),
    );
    const { headers, company } = await spotlightWorld(t);
    expect((await startSpotlight(t, headers, company.id)).statusCode).toBe(201);
    await c.next((f) => f[3] === 'spotlight', 'the broadcast after the bad frames');
    expect(c.frames.filter((f) => f[1] === 'x')).toEqual([]);
  });

  it('closes only the socket that sends an oversize frame (1009), and serves the others', async () => {
    const big = await client();
    const other = await client();
    const closed = new Promise<number>((resolve) => big.ws.once('close', (code) => resolve(code)));
    big.send([null, '1', 'phoenix', 'heartbeat', { pad: 'x'.repeat(70 * 1024) }]);
    expect(await closed).toBe(1009);
    other.send([null, '2', 'phoenix', 'heartbeat', {}]);
    expect(await other.next(byRef('2'), 'the other socket')).toEqual(reply(null, '2', 'phoenix', 'ok'));
    await waitFor(() => t.app.realtime.hub.stats().connections === 1, 'the closed socket forgotten');
  });
});

describe('vsn 1.0.0 (no vsn parameter, as Phoenix)', () => {
  it('speaks object frames', async () => {
    const c = await client({ vsn: null });
    c.send({ topic: 'spotlight', event: 'phx_join', payload: {}, ref: '1' });
    c.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '2' });
    const frames = c.frames as unknown as Record<string, unknown>[];
    await waitFor(() => frames.length === 2, 'two replies');
    expect(frames).toEqual([
      { topic: 'spotlight', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '1' },
      { topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: '2' },
    ]);
    const { headers, company, badge } = await spotlightWorld(t);
    expect((await startSpotlight(t, headers, company.id)).statusCode).toBe(201);
    await waitFor(() => frames.length === 3, 'the broadcast');
    expect(frames[2]).toMatchObject({
      topic: 'spotlight',
      event: 'spotlight',
      ref: null,
      payload: { id: company.id, badge_id: badge.id },
    });
  });
});
