// What the proof suites share (issue 28): a real server process (`server/main.ts`, as `npm start`
// runs it) on its own data directory, JSON calls to it with an Idempotency-Key when given, and
// the demo accounts they sign in with.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
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
