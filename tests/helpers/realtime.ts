// Realtime test helpers: a test app listening on a free port, a raw `ws` client that keeps every
// frame it gets, a spotlight started through the API, and waiting on a condition (never a sleep).
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createMemoryMailer } from '../../server/auth/mail.ts';
import { TEST_ADMIN_SECRET, TEST_JWT_SECRET, type TestApp } from './app.ts';
import { createCompany, createStaff } from './factories.ts';
import { bearer } from './session.ts';

/** A vsn 2.0.0 frame as the server sends it. */
export type WireFrame = [string | null, string | null, string, string, Record<string, unknown>];

/** Listens on 127.0.0.1 and answers the socket endpoint, e.g. ws://127.0.0.1:41234/socket. */
export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}/socket`;
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export type RawClient = {
  ws: WebSocket;
  frames: WireFrame[];
  send: (frame: unknown) => void;
  /** The first frame (already received or still to come) that matches. */
  next: (match: (frame: WireFrame) => boolean, what: string) => Promise<WireFrame>;
  close: () => Promise<void>;
};

export async function openRaw(
  url: string,
  opts: { vsn?: string | null; origin?: string; protocols?: string[] } = {},
): Promise<RawClient> {
  const vsn = opts.vsn === undefined ? '2.0.0' : opts.vsn;
  const ws = new WebSocket(`${url}/websocket${vsn === null ? '' : `?vsn=${vsn}`}`, opts.protocols ?? [], {
    ...(opts.origin ? { origin: opts.origin } : {}),
  });
  const frames: WireFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as WireFrame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    async next(match, what) {
      let found: WireFrame | undefined;
      await waitFor(() => (found = frames.find(match)) !== undefined, what);
      return found!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** The status of a refused upgrade (`ws` reports it as an unexpected response). */
export function refusedUpgrade(url: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
  });
}

let admins = 0;

/** An admin's bearer header and a company with `remaining` starts, on this app's database. */
export async function spotlightWorld(t: TestApp) {
  const email = `spot-admin${++admins}@test.dev`;
  await createStaff(t.database.db, { email, isAdmin: true });
  const { company, badge } = await createCompany(t.database.db);
  return { headers: await bearer(t, email), company, badge };
}

export const startSpotlight = (
  t: TestApp,
  headers: Record<string, string>,
  companyId: number,
  duration = 20,
) => t.app.inject({ method: 'POST', url: `/api/spotlight/${companyId}`, headers, payload: { duration } });

export type SecondApp = { app: FastifyInstance; listen: () => Promise<string>; close: () => Promise<void> };

/**
 * Another app on the test app's database with a pool (and LISTEN connection) of its own, as a
 * second server process would have. PostgreSQL only: an in-memory PGlite is not shared.
 */
export async function secondApp(t: TestApp): Promise<SecondApp> {
  const database = await openDatabase(t.config);
  const app = await buildApp({
    config: t.config,
    database,
    mailer: createMemoryMailer(),
    secrets: { jwtSecret: TEST_JWT_SECRET, adminSecret: TEST_ADMIN_SECRET },
    now: () => t.clock.now,
    checkReplies: true,
  });
  await app.ready();
  return {
    app,
    async listen() {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      return `${address.replace(/^http/, 'ws')}/socket`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
