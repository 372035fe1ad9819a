// The official `phoenix` client (DESIGN.md §6) against a live server in Node, over `ws`: it joins
// `spotlight`, gets the running spotlight pushed on join and a start broadcast, stays joined over
// three heartbeat intervals, and leaves. With a token it offers the `phoenix` subprotocol, which
// the server must select. A foreign Origin is refused before the upgrade; an upgrade to another
// path is 404.
import net from 'node:net';
import { Socket, type Channel } from 'phoenix';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createCompany } from '../helpers/factories.ts';
import { listen, refusedUpgrade, spotlightWorld, startSpotlight, waitFor } from '../helpers/realtime.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Short, but far above a reply's time even on a busy machine: a late reply closes the socket. */
const HEARTBEAT_MS = 750;

type Received = { event: string; payload: Record<string, unknown> };

function connect(opts: { authToken?: string } = {}) {
  const socket = new Socket(url, {
    transport: WebSocket as unknown as new (endpoint: string) => object,
    heartbeatIntervalMs: HEARTBEAT_MS,
    ...opts,
  });
  const life = { opens: 0, closes: 0, errors: 0, heartbeats: 0 };
  socket.onOpen(() => void (life.opens += 1));
  socket.onClose(() => void (life.closes += 1));
  socket.onError(() => void (life.errors += 1));
  socket.onMessage((message) => {
    const { topic, event } = message as { topic: string; event: string };
    if (topic === 'phoenix' && event === 'phx_reply') life.heartbeats += 1;
  });
  socket.connect();
  return { socket, life };
}

function join(socket: Socket): Promise<{ channel: Channel; got: Received[] }> {
  const channel = socket.channel('spotlight', {});
  const got: Received[] = [];
  channel.on(
    'spotlight',
    (payload: Record<string, unknown>) => void got.push({ event: 'spotlight', payload }),
  );
  return new Promise((resolve, reject) => {
    channel
      .join()
      .receive('ok', (response: unknown) => {
        expect(response).toEqual({});
        resolve({ channel, got });
      })
      .receive('error', reject)
      .receive('timeout', () => reject(new Error('join timed out')));
  });
}

describe('the official phoenix client', () => {
  it('joins, gets the running spotlight on join and every start broadcast, and stays joined', async () => {
    const { headers, company, badge } = await spotlightWorld(t);
    expect((await startSpotlight(t, headers, company.id, 1)).statusCode).toBe(201);
    const running = { id: company.id, name: company.name, badge_id: badge.id };

    const { socket, life } = connect();
    const { channel, got } = await join(socket);
    await waitFor(() => got.length === 1, 'the push on join');
    expect(got[0]!.payload).toMatchObject(running);

    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000); // the first one has ended
    const next = await createCompany(t.database.db);
    expect((await startSpotlight(t, headers, next.company.id, 30)).statusCode).toBe(201);
    await waitFor(() => got.length === 2, 'the broadcast');
    const end = new Date(t.clock.now.getTime() + 30 * 60_000).toISOString().replace('.000Z', 'Z');
    // DESIGN.md §3.1: the broadcast's id is the company id, as in the join push.
    expect(got[1]!.payload).toEqual({
      id: next.company.id,
      name: next.company.name,
      badge_id: next.badge.id,
      end,
    });

    const heartbeatsBefore = life.heartbeats;
    await waitFor(() => life.heartbeats >= heartbeatsBefore + 3, 'three heartbeat replies');
    expect(channel.state).toBe('joined');
    expect(socket.isConnected()).toBe(true);
    expect(life).toMatchObject({ opens: 1, closes: 0, errors: 0 });

    await new Promise<void>((resolve) => channel.leave().receive('ok', () => resolve()));
    await waitFor(() => t.app.realtime.hub.stats().subscriptions === 0, 'the leave to unsubscribe');
    socket.disconnect();
  });

  it('gets no push on join when no spotlight runs (DESIGN.md §3.1), and one on a later start', async () => {
    const { socket } = connect();
    const { got } = await join(socket);
    const { headers, company } = await spotlightWorld(t);
    expect((await startSpotlight(t, headers, company.id)).statusCode).toBe(201);
    await waitFor(() => got.length > 0, 'the broadcast');
    expect(got.map((g) => g.payload.id)).toEqual([company.id]);
    socket.disconnect();
  });

  it('selects the phoenix subprotocol the client offers with a token', async () => {
    const { socket, life } = connect({ authToken: 'any-token' });
    await join(socket);
    expect((socket as unknown as { conn: WebSocket }).conn.protocol).toBe('phoenix');
    expect(life.errors).toBe(0);
    socket.disconnect();
  });
});

describe('the upgrade', () => {
  it('refuses a foreign Origin with 403 and takes our own', async () => {
    const endpoint = `${url}/websocket?vsn=2.0.0`;
    expect(await refusedUpgrade(endpoint, 'https://evil.example')).toBe(403);
    const own = new URL(url.replace(/^ws/, 'http')).origin;
    const ws = new WebSocket(endpoint, { origin: own });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.close();
  });

  it('answers an upgrade to any other path 404 and closes its connection', async () => {
    const own = new URL(url.replace(/^ws/, 'http'));
    expect(await refusedUpgrade(new URL('/api/event', url).href, own.origin)).toBe(404);
    const raw = net.connect(Number(own.port), own.hostname);
    raw.write(
      'GET /api/event HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    let answer = '';
    raw.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((resolve) => raw.once('close', resolve)); // the server closed it
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
  });

  it('refuses a serializer version it does not speak', async () => {
    expect(
      await refusedUpgrade(`${url}/websocket?vsn=9.9.9`, new URL(url.replace(/^ws/, 'http')).origin),
    ).toBe(400);
  });
});
