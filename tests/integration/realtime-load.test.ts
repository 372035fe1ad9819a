// The socket server under churn and against a client that never reads (DESIGN.md §8, issue 10):
// 10,000 joins and leaves leave no subscription, connection or heap behind, and a client that
// stops reading is dropped at the buffer bound while the others keep getting every broadcast.
// NOTE: counts and bytes only, no timings: another suite may be using the CPU at the same time.
import type net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_LIMITS } from '../../server/realtime/limits.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { listen, openRaw, spotlightWorld, startSpotlight, waitFor } from '../helpers/realtime.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  url = await listen(t);
});
afterAll(() => t.close());

const stats = () => t.app.realtime.hub.stats();

/** A full collection, so heap figures compare live objects only. */
function heapAfterGc(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

describe('10,000 joins and leaves', () => {
  it('leave no subscription, connection or heap behind, and the server serves the next client', async () => {
    const { headers, company } = await spotlightWorld(t);
    expect((await startSpotlight(t, headers, company.id)).statusCode).toBe(201); // every join pushes
    const SOCKETS = 50;
    const CYCLES = 200;
    const heapBefore = heapAfterGc();
    const clients = await Promise.all(Array.from({ length: SOCKETS }, () => openRaw(url)));
    for (const c of clients) {
      const frames: unknown[] = [];
      for (let i = 1; i <= CYCLES; i++) {
        frames.push(
          [`${i}`, `j${i}`, 'spotlight', 'phx_join', {}],
          [`${i}`, `l${i}`, 'spotlight', 'phx_leave', {}],
        );
      }
      for (const f of frames) c.send(f);
    }
    await Promise.all(clients.map((c) => c.next((f) => f[1] === `l${CYCLES}`, 'the last leave reply')));
    expect(clients.flatMap((c) => c.frames.filter((f) => f[4].status === 'ok')).length).toBe(
      2 * SOCKETS * CYCLES,
    );
    expect(stats()).toEqual({ connections: SOCKETS, subscriptions: 0 });
    await Promise.all(clients.map((c) => c.close()));
    await waitFor(() => stats().connections === 0, 'every socket forgotten');
    clients.length = 0;
    const grownBytes = heapAfterGc() - heapBefore;
    expect(grownBytes).toBeLessThan(32 * 1024 * 1024);

    const next = await openRaw(url);
    next.send(['1', '1', 'spotlight', 'phx_join', {}]);
    const pushed = await next.next((f) => f[3] === 'spotlight', 'the push on join');
    expect(pushed[4]).toMatchObject({ id: company.id });
    expect((await t.app.inject({ method: 'GET', url: '/api/spotlight' })).statusCode).toBe(200);
    await next.close();
  });
});

describe('a client that never reads', () => {
  it('is dropped once its unsent frames pass the bound; the others get every broadcast', async () => {
    await waitFor(() => stats().connections === 0, 'a clean start');
    await t.reset(); // no spotlight: a join gets its reply only
    const stuck = await openRaw(url);
    stuck.send(['1', '1', 'spotlight', 'phx_join', {}]);
    await stuck.next((f) => f[1] === '1', 'the join');
    (stuck.ws as unknown as { _socket: net.Socket })._socket.pause(); // stops reading, stays open

    const reader = new WebSocket(`${url}/websocket?vsn=2.0.0`);
    let received = 0;
    reader.on('message', () => void (received += 1));
    await new Promise((resolve) => reader.once('open', resolve));
    reader.send(JSON.stringify(['1', '1', 'spotlight', 'phx_join', {}]));
    await waitFor(() => received === 1 && stats().subscriptions === 2, 'the reader joined');

    // Big frames fill the kernel's buffers quickly; after that the server's own queue grows.
    const pad = 'x'.repeat(128 * 1024);
    let sent = 0;
    while (stats().connections === 2) {
      expect(sent).toBeLessThan(5_000);
      t.app.realtime.hub.broadcast('spotlight', 'spotlight', { pad, n: ++sent });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stats()).toEqual({ connections: 1, subscriptions: 1 });
    expect(REALTIME_LIMITS.maxBufferedBytes).toBeLessThan(sent * pad.length);
    await waitFor(() => received === 1 + sent, 'every broadcast at the reader');
    t.app.realtime.hub.broadcast('spotlight', 'spotlight', { n: 'after' });
    await waitFor(() => received === 2 + sent, 'the broadcast after the drop');
    reader.close();
    stuck.ws.terminate();
  });
});
