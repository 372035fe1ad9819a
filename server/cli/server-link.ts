// How the admin CLI finds and talks to a server that holds DATA_DIR: server/main.ts writes
// DATA_DIR/server.json {pid, port, url} once listening, and the live pid in DATA_DIR/db.lock must
// be that same process. Requests carry the admin secret of DATA_DIR/secrets.json.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config.ts';
import { DataDirBusyError, readLockPid } from '../db/dir-lock.ts';
import { loadSecrets } from '../auth/secrets.ts';

export type RunningServer = { pid: number; port: number };

/** A server that just started may still be migrating and seeding before it writes server.json. */
const START_WAIT_MS = 60_000;
const POLL_MS = 250;
const REQUEST_TIMEOUT_MS = 120_000;

function readServerFile(dataDir: string): RunningServer | null {
  try {
    const run = JSON.parse(
      fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8'),
    ) as Partial<RunningServer>;
    return Number.isInteger(run.pid) && Number.isInteger(run.port)
      ? { pid: run.pid!, port: run.port! }
      : null;
  } catch {
    return null;
  }
}

/** The server holding DATA_DIR, or null when nobody does (then open the database directly). */
export async function findRunningServer(
  dataDir: string,
  onWait: (pid: number) => void,
): Promise<RunningServer | null> {
  const deadline = Date.now() + START_WAIT_MS;
  let hasWaited = false;
  for (;;) {
    const holder = readLockPid(dataDir);
    if (holder === null) return null;
    const server = readServerFile(dataDir);
    if (server && server.pid === holder) return server;
    // The holder is a server still starting, or another short-lived command: wait for it.
    if (Date.now() >= deadline) throw new DataDirBusyError(dataDir, holder);
    if (!hasWaited) onWait(holder);
    hasWaited = true;
    await sleep(POLL_MS);
  }
}

export async function callServer(
  config: Config,
  port: number,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  const { adminSecret } = loadSecrets({ dataDir: config.dataDir, jwtSecret: null, isEphemeral: false });
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
    method,
    headers: {
      authorization: `Admin ${adminSecret}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text };
  }
}
