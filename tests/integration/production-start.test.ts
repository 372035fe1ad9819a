// Issue 23: a production start without PUBLIC_ORIGIN would print 1,500 cards whose QR codes open
// http://localhost. The real entry point (server/main.ts, as `NODE_ENV=production npm start` runs
// it) must stop before opening anything, with a message that says what to set and why.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-production-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

it('refuses to start in production without PUBLIC_ORIGIN, naming the setting and the cards', async () => {
  const { code, stderr } = await start({ NODE_ENV: 'production', PUBLIC_ORIGIN: '' });
  expect(code).toBe(1);
  expect(stderr).toContain('Configuration error: PUBLIC_ORIGIN must be set when NODE_ENV=production');
  expect(stderr).toContain('QR code of every printed card');
  // Stopped before the database: nothing was created in DATA_DIR.
  expect(fs.readdirSync(dataDir)).toEqual([]);
});
