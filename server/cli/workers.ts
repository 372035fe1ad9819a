// N server processes on one machine (issue 28): `WORKERS=N`, or `auto` for the machine's cores,
// forks N workers of node:cluster that share the port (the primary hands connections out in
// turn). The primary migrates and seeds once, then only watches: a worker that dies is replaced,
// SIGTERM/SIGINT close every worker cleanly. Everything a worker keeps in memory is either
// refreshed over LISTEN/NOTIFY (server/realtime/fanout.ts) or per process by design (rate limits).
// PGlite is one process per data directory (server/db/dir-lock.ts), so it runs one worker only.
import { ConfigError } from '../config.ts';

/** A worker that dies sooner than this after its start is not replaced again at once. */
export const WORKER_RESTART_DELAY_MS = 1_000;

/**
 * The number of server processes: `WORKERS` unset → 1; `auto` → `cores`; else a whole number
 * from 1 to 64. More than 1 needs PostgreSQL.
 */
export function parseWorkers(value: string | undefined, cores: number, isPostgres: boolean): number {
  const raw = (value ?? '').trim();
  if (raw === '') return 1;
  const count = raw === 'auto' ? Math.max(1, cores) : Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new ConfigError(`WORKERS must be "auto" or a whole number from 1 to 64, got "${raw}"`);
  }
  if (count > 1 && !isPostgres) {
    throw new ConfigError(
      `WORKERS=${raw} needs PostgreSQL (DATABASE_URL=postgres://…): the embedded database (PGlite) ` +
        'is one process per data directory. Unset WORKERS, or set DATABASE_URL.',
    );
  }
  return count;
}
