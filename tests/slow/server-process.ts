// What the proof suites share (issue 28): a real server process (`server/main.ts`, as `npm start`
// runs it) on its own data directory, JSON calls to it with an Idempotency-Key when given, the
// demo accounts they sign in with, the awards and buys they load it with and the checks of what
// those left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect } from 'vitest';
import { HEADER_IDEMPOTENCY_KEY } from '#contract/constants';
import { freePort } from '../e2e/helpers/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const PASSWORD = 'password1234';
export const ADMIN = 'admin@confetti.dev';

export type Server = {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
};

export async function startServer(
  dataDir: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SERVE_CLIENT: 'false',
      KDF_COST_LOG2: '10',
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/event`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, child, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

export type Answer<T> = { status: number; json: T; headers: Headers; ms: number };

/** One JSON call; `timeoutMs` makes a hang an error (the fetch rejects) instead of a stuck test. */
export async function api<T>(
  url: string,
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
  key?: string,
  timeoutMs?: number,
): Promise<Answer<T>> {
  const started = Date.now();
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key ? { [HEADER_IDEMPOTENCY_KEY]: key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = { notJson: text.slice(0, 200) };
  }
  return { status: res.status, json: json as T, headers: res.headers, ms: Date.now() - started };
}

export async function signIn(url: string, email: string): Promise<string> {
  const res = await api<{ jwt: string }>(url, null, 'POST', '/api/auth/sign_in', {
    email,
    password: PASSWORD,
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return res.json.jwt;
}

export type User = {
  id: string;
  token_balance: number;
  badges: { id: number }[];
  redeemables: { id: number; quantity: number }[];
};
export type Badge = { id: number; tokens: number };
export type Product = { id: number; price: number; stock?: number };

/** The tokens of the badges `after` holds and `before` did not (awards, scans, achievements, wins). */
export function tokensGained(before: User, after: User, badgeTokens: Map<number, number>): number {
  const had = new Set(before.badges.map((b) => b.id));
  return after.badges.filter((b) => !had.has(b.id)).reduce((sum, b) => sum + (badgeTokens.get(b.id) ?? 0), 0);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a suite reads before its load: every account's token, the attendees as they were, the badges and the store. */
export type Setting = {
  token: (email: string) => string;
  before: Map<string, User>;
  badgeTokens: Map<number, number>;
  /** The first 40 badges worth tokens: those the load awards. */
  badges: Badge[];
  products: Product[];
  /** The three cheapest products: those the load buys. */
  cheap: Product[];
};

/** Signs the admin and `attendees` in and reads each attendee, the badges and the store. */
export async function readSetting(url: string, attendees: string[]): Promise<Setting> {
  const tokens = new Map<string, string>();
  for (const email of [ADMIN, ...attendees]) tokens.set(email, await signIn(url, email));
  const token = (email: string) => tokens.get(email) ?? '';
  const before = new Map<string, User>();
  for (const email of attendees) {
    before.set(email, (await api<User>(url, token(email), 'GET', '/api/user')).json);
  }
  const allBadges = (await api<{ data: Badge[] }>(url, token(ADMIN), 'GET', '/api/badges')).json.data;
  const products = (await api<{ data: Product[] }>(url, token(attendees[0] ?? ''), 'GET', '/api/store')).json
    .data;
  return {
    token,
    before,
    badgeTokens: new Map(allBadges.map((b) => [b.id, b.tokens])),
    badges: allBadges.filter((b) => b.tokens > 0).slice(0, 40),
    products,
    cheap: [...products].sort((a, b) => a.price - b.price).slice(0, 3),
  };
}

/** A write as the outbox sends it, with its Idempotency-Key. */
export type PlannedWrite = {
  key: string;
  email: string;
  attendee: string;
  path: string;
  body: unknown;
  /** Tokens the write moves when it is applied: + an award's, − a buy's price. */
  tokens: number;
};

/**
 * For each attendee, awards by the admin of up to 12 of the setting's badges they lack, each
 * followed by a buy of one of the cheap products in turn when `isBuyAfter` holds for the number of
 * writes planned so far.
 */
export function planWrites(
  setting: Setting,
  attendees: string[],
  isBuyAfter: (planned: number) => boolean = () => true,
): PlannedWrite[] {
  const writes: PlannedWrite[] = [];
  for (const email of attendees) {
    const user = setting.before.get(email) as User;
    const owned = new Set(user.badges.map((b) => b.id));
    for (const badge of setting.badges.filter((b) => !owned.has(b.id)).slice(0, 12)) {
      writes.push({
        key: randomUUID(),
        email: ADMIN,
        attendee: email,
        path: '/api/redeems',
        body: { redeem: { attendee_id: user.id, badge_id: badge.id } },
        tokens: badge.tokens,
      });
      const product = setting.cheap[writes.length % setting.cheap.length];
      if (product && isBuyAfter(writes.length)) {
        writes.push({
          key: randomUUID(),
          email,
          attendee: email,
          path: '/api/store/buy',
          body: { redeemable: { redeemable_id: product.id } },
          tokens: -product.price,
        });
      }
    }
  }
  return writes;
}

type Applied = { attendee: string; path: string; body: unknown };

/** Every award to `email` among the applied writes is a badge `user` holds. */
export function expectAwardsHeld(email: string, user: User, applied: Applied[]): void {
  const held = new Set(user.badges.map((b) => b.id));
  for (const write of applied.filter((w) => w.attendee === email && w.path === '/api/redeems')) {
    const badgeId = (write.body as { redeem: { badge_id: number } }).redeem.badge_id;
    expect(held.has(badgeId), `acknowledged award of badge ${badgeId} to ${email}`).toBe(true);
  }
}

/**
 * Each product's units `now` holds over `was` are the buys by `email` among the applied writes, one
 * unit a buy; answers those units by product and the tokens they cost.
 */
export function expectUnitsBought(
  email: string,
  was: User,
  now: User,
  products: Product[],
  applied: Applied[],
): { units: Map<number, number>; spent: number } {
  const units = new Map<number, number>();
  let spent = 0;
  for (const product of products) {
    const held = (user: User) => user.redeemables.find((r) => r.id === product.id)?.quantity ?? 0;
    const bought = applied.filter(
      (w) =>
        w.attendee === email &&
        (w.body as { redeemable?: { redeemable_id: number } }).redeemable?.redeemable_id === product.id,
    ).length;
    expect(held(now) - held(was), `units of product ${product.id} bought by ${email}`).toBe(bought);
    units.set(product.id, bought);
    spent += bought * product.price;
  }
  return { units, spent };
}
