// Messages between the server processes that share one PostgreSQL (DESIGN.md §1, §6): NOTIFY on
// the shared pool, LISTEN on a dedicated connection that is opened again whenever it is lost.
// Each process tags what it sends and skips its own (it has delivered it locally already).
// With PGlite there is one process per data directory (server/db/dir-lock.ts): nothing to send.
// NOTE: notifications sent while the listener was down are lost; `onResync` runs after every
// reconnect so the owner can re-read what it may have missed.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SpotlightJson } from '../contract/spotlights.ts';
import { FANOUT_CHANNEL, type RealtimeLimits } from './limits.ts';

export type FanoutMessage =
  | { kind: 'spotlight'; spotlight: SpotlightJson }
  | { kind: 'sessions-ended'; userId: number }
  | { kind: 'writes-committed' };

export type Fanout = {
  /** True when other processes may exist (PostgreSQL). */
  isShared: boolean;
  /** Tells every other process; never waits, never throws. */
  send: (message: FanoutMessage) => void;
  /** Opens the listener; a failure is logged and retried, never thrown. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/** A notification's payload, or null for anything that is not one of ours. */
export function parseEnvelope(text: string): { from: string; message: FanoutMessage } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { from, message } = value as { from?: unknown; message?: { kind?: unknown } };
  if (typeof from !== 'string' || typeof message !== 'object' || message === null) return null;
  const kinds: unknown[] = ['spotlight', 'sessions-ended', 'writes-committed'];
  return kinds.includes(message.kind) ? { from, message: message as FanoutMessage } : null;
}

export function createFanout(opts: {
  pool: pg.Pool | null;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  onMessage: (message: FanoutMessage) => void;
  onResync: () => void;
}): Fanout {
  const { pool, limits, log } = opts;
  if (pool === null) {
    return { isShared: false, send: () => {}, start: async () => {}, close: async () => {} };
  }
  const shared: pg.Pool = pool;
  const origin = randomUUID();
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs = limits.retryMinMs;
  let isClosed = false;

  function lost(client: pg.Client) {
    if (listener !== client) return;
    listener = null;
    client.end().catch(() => {});
    log.warn('fanout: LISTEN connection lost, reconnecting');
    schedule();
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ ...shared.options, application_name: 'confetti-fanout' });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (note) => {
      if (note.channel !== FANOUT_CHANNEL || note.payload === undefined) return;
      const envelope = parseEnvelope(note.payload);
      if (envelope && envelope.from !== origin) opts.onMessage(envelope.message);
    });
    try {
      await client.connect();
      await client.query(`listen ${FANOUT_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (isClosed) return void (await client.end());
    listener = client;
    retryMs = limits.retryMinMs;
  }

  function schedule() {
    if (isClosed || retry !== null) return;
    retry = setTimeout(() => {
      retry = null;
      listen().then(opts.onResync, (err: unknown) => {
        log.warn({ err }, 'fanout: LISTEN failed, retrying');
        retryMs = Math.min(retryMs * 2, limits.retryMaxMs);
        schedule();
      });
    }, retryMs);
  }

  return {
    isShared: true,
    send(message) {
      const payload = JSON.stringify({ from: origin, message });
      shared.query('select pg_notify($1, $2)', [FANOUT_CHANNEL, payload]).catch((err: unknown) => {
        log.error({ err, kind: message.kind }, 'fanout: NOTIFY failed');
      });
    },
    async start() {
      try {
        await listen();
      } catch (err) {
        log.warn({ err }, 'fanout: LISTEN failed, retrying');
        schedule();
      }
    },
    async close() {
      isClosed = true;
      if (retry !== null) clearTimeout(retry);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
