// The admin commands: POST/GET /api/admin/* behind the admin secret (admin/command-routes.ts), and
// `npm run admin` (server/cli/admin.ts) both opening DATA_DIR itself and going through a live
// server that holds it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createAttendee, createCompany, createStaff, signIn } from '../helpers/factories.ts';

const root = path.resolve(import.meta.dirname, '../..');
const UUID_LINE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ADMIN = { authorization: 'Admin test-admin-secret' };
const DENIED = { error: 'Cannot access resource' };
const tmpDirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-admin-'));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => tmpDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('admin endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: tmpDir(), PUBLIC_ORIGIN: 'https://confetti.example' });
    await t.reset();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = ADMIN) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('creates cards with a printable sheet, and lists the free ones', async () => {
    const res = await post('/api/admin/cards', { count: 2 });
    expect(res.statusCode).toBe(201);
    const { cards, sheet } = res.json() as { cards: string[]; sheet: string };
    expect(cards).toHaveLength(2);
    cards.forEach((id) => expect(id).toMatch(UUID_LINE));
    const html = fs.readFileSync(sheet, 'utf8');
    expect(html).toContain('<svg');
    expect((html.match(/<figure class="card">/g) ?? []).length).toBe(2);
    const registered = await t.app.inject({ url: `/api/is_registered/${cards[0]}` });
    expect(registered.json()).toEqual({ is_registered: false });
    const list = await t.app.inject({ url: '/api/admin/cards', headers: ADMIN });
    expect(list.json().cards).toEqual(expect.arrayContaining(cards));
  });

  it('invites staff with a set-password link that works', async () => {
    const res = await post('/api/admin/staff', { email: ' New.Staff@Confetti.dev ', is_admin: true });
    expect(res.statusCode).toBe(201);
    const { email, link } = res.json() as { email: string; link: string };
    expect(email).toBe('new.staff@confetti.dev');
    expect(link).toMatch(/^https:\/\/confetti\.example\/reset\?token=[\w-]+$/);
    const signInFirst = await post('/api/auth/sign_in', { email, password: 'anything-at-all' }, {});
    expect(signInFirst.statusCode).toBe(401);
    const token = new URL(link).searchParams.get('token')!;
    const user = { password: 'a-new-password', password_confirmation: 'a-new-password' };
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/passwords/${token}`,
      payload: { user },
    });
    expect(reset.statusCode).toBe(200);
    const jwt = (await post('/api/auth/sign_in', { email, password: 'a-new-password' }, {})).json()
      .jwt as string;
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${jwt}` } });
    expect(me.json()).toMatchObject({ email, type: 'staff', is_admin: true });
    const again = await post('/api/admin/staff', { email: 'NEW.staff@confetti.dev' });
    expect([again.statusCode, again.json()]).toEqual([
      422,
      { errors: { email: ['has already been taken'] } },
    ]);
  });

  it('refuses bad bodies with a 400 JSON answer', async () => {
    for (const [url, body] of [
      ['/api/admin/cards', { count: 0 }],
      ['/api/admin/cards', { count: 1001 }],
      ['/api/admin/cards', { count: '3' }],
      ['/api/admin/cards', {}],
      ['/api/admin/staff', { is_admin: true }],
      ['/api/admin/staff', { email: 'not-an-email' }],
      ['/api/admin/staff', { email: 'a@b.dev', is_admin: 'yes' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cards',
      payload: '{"count":',
      headers: { ...ADMIN, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses every caller without the exact admin secret, before looking at the body', async () => {
    const db = t.database.db;
    const jwts = await Promise.all(
      [
        (await createAttendee(db)).user.email,
        (await createCompany(db)).user.email,
        (await createStaff(db)).user.email,
        (await createStaff(db, { isAdmin: true })).user.email,
      ].map((email) => signIn(t.app, email)),
    );
    const headers: Record<string, string>[] = [
      {},
      { authorization: 'Admin wrong-secret' },
      { authorization: 'Admin test-admin-secret-and-more' },
      { authorization: 'Bearer test-admin-secret' },
      { authorization: 'test-admin-secret' },
      ...jwts.map((jwt) => ({ authorization: `Bearer ${jwt}` })),
    ];
    for (const h of headers) {
      for (const [url, body] of [
        ['/api/admin/cards', { count: 1 }],
        ['/api/admin/cards', { count: 'bad' }],
        ['/api/admin/staff', { email: 'x@confetti.dev' }],
      ] as const) {
        const res = await post(url, body, h);
        expect([res.statusCode, res.json()], `${JSON.stringify(h)} ${url}`).toEqual([401, DENIED]);
      }
      const list = await t.app.inject({ url: '/api/admin/cards', headers: h });
      expect([list.statusCode, list.json()]).toEqual([401, DENIED]);
    }
  });
});

type Run = { code: number | null; stdout: string; stderr: string };

function runCli(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', KDF_COST_LOG2: '10', PUBLIC_ORIGIN: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const lines = (text: string) => text.split('\n').filter((l) => l !== '');

describe('npm run admin', () => {
  // One DATA_DIR: the direct runs initialise it, then the server opens it already initialised.
  const dataDir = tmpDir();

  it('prints the usage and exits 2 on a usage error', async () => {
    // Every accepted and refused form is in tests/unit/server/cli/admin-args.test.ts.
    for (const args of [[], ['cards', '0']]) {
      const run = await runCli(args, dataDir);
      expect([run.code, run.stdout], args.join(' ')).toEqual([2, '']);
      expect(run.stderr).toContain('Usage: npm run admin');
    }
  });

  it('opens DATA_DIR directly when no server holds it', async () => {
    const run = await runCli(['cards', '3'], dataDir);
    expect(run.code, run.stderr).toBe(0);
    expect(lines(run.stdout)).toHaveLength(3);
    lines(run.stdout).forEach((line) => expect(line).toMatch(UUID_LINE));
    const sheets = fs.readdirSync(path.join(dataDir, 'cards'));
    expect(sheets).toEqual([expect.stringMatching(/^cards-.*\.html$/)]);
    const html = fs.readFileSync(path.join(dataDir, 'cards', sheets[0]!), 'utf8');
    expect(html).toContain(lines(run.stdout)[0]!.slice(0, 4).toUpperCase());
    expect(run.stderr).not.toContain('Sending the command to the server');
  });

  describe('with a server running on the same DATA_DIR', () => {
    let server: ChildProcess;
    let url = '';

    beforeAll(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      let log = '';
      server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          SERVE_CLIENT: 'false',
          KDF_COST_LOG2: '10',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
      server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
      await waitUntilServing(url, dataDir, server, () => log);
    });
    afterAll(async () => {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
    });

    it('sends the command to the server instead of opening the directory twice', async () => {
      const run = await runCli(['cards', '3'], dataDir);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain('Sending the command to the server');
      const ids = lines(run.stdout);
      expect(ids).toHaveLength(3);
      ids.forEach((line) => expect(line).toMatch(UUID_LINE));
      expect(server.exitCode).toBeNull();
      for (const id of ids) {
        const res = await fetch(`${url}/api/is_registered/${id}`);
        expect(await res.json()).toEqual({ is_registered: false });
      }
      const staff = await runCli(['staff', 'via-server@confetti.dev', '--admin'], dataDir);
      expect(staff.code, staff.stderr).toBe(0);
      expect(lines(staff.stdout)).toEqual([
        expect.stringMatching(/^http:\/\/localhost:\d+\/reset\?token=[\w-]+$/),
      ]);
      const list = await runCli(['cards', 'list'], dataDir);
      expect(lines(list.stdout)).toEqual(expect.arrayContaining(ids));
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(
  url: string,
  dataDir: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    const isUp = await fetch(`${url}/api/event`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp && fs.existsSync(path.join(dataDir, 'server.json'))) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${log()}`);
}
