// Cache-then-network reads (DESIGN.md §5): the page's one way to GET. A read first yields what
// IndexedDB holds for (user, url), then the network answer, which replaces the cached row. The SW
// never caches API JSON; the page owns it here. No React, no window: the SW may import this.
import type { ConfettiDb } from './idb-schema.ts';

/** The one cached-read type: data from IndexedDB (`cache`) or the network, and when the network produced it. */
export type Reading<T> = {
  data: T;
  /** When the network produced this data (for "offline · updated 10:42"). */
  storedAt: Date;
  source: 'cache' | 'network';
};

/** What readThrough yields: a reading of the body as the wire had it, before it is parsed. */
export type BodyReading = Omit<Reading<unknown>, 'data'> & { body: unknown };

type Cache = { db: ConfettiDb; store: 'cache' };

let connection: Promise<Cache | null> | null = null;

/**
 * The shared connection, or null where IndexedDB cannot be opened (some private modes).
 * NOTE: idb is imported on first use, which keeps it out of the /login bundle (DESIGN.md §7).
 */
function database(): Promise<Cache | null> {
  connection ??= openCache();
  return connection;
}

async function openCache(): Promise<Cache | null> {
  try {
    const { abortOnLeave, openConfettiDb, STORE_CACHE } = await import('./idb-schema.ts');
    return { db: abortOnLeave(await openConfettiDb(), globalThis), store: STORE_CACHE };
  } catch {
    return null;
  }
}

async function readCached(userKey: string, url: string): Promise<BodyReading | null> {
  try {
    const cache = await database();
    const row = await cache?.db.get(cache.store, [userKey, url]);
    return row ? { body: row.body, storedAt: new Date(row.storedAt), source: 'cache' } : null;
  } catch {
    connection = null; // closed for an upgrade (idb-schema.ts): the next read reopens
    return null;
  }
}

async function writeCached(userKey: string, url: string, body: unknown, storedAt: Date): Promise<void> {
  try {
    const cache = await database();
    await cache?.db.put(cache.store, { userKey, url, body, storedAt: storedAt.getTime() });
  } catch {
    // NOTE: a full or broken cache must never fail a read that the network answered.
  }
}

/**
 * Yields the cached body for (userKey, url) if there is one, then the network body from `fetcher`.
 * If the network fails, the error is thrown after the cached reading, so a caller that already got
 * data can show it as stale, and one that did not can show the error.
 */
export async function* readThrough(
  url: string,
  fetcher: () => Promise<unknown>,
  userKey: string,
): AsyncGenerator<BodyReading, void, void> {
  const cached = await readCached(userKey, url);
  if (cached) yield cached;
  const body = await fetcher();
  const storedAt = new Date();
  await writeCached(userKey, url, body, storedAt);
  yield { body, storedAt, source: 'network' };
}

/** Drops every cached answer of one user (on sign-out, so a shared phone keeps no private data). */
export async function clearCache(userKey: string): Promise<void> {
  try {
    const cache = await database();
    await cache?.db.delete(cache.store, IDBKeyRange.bound([userKey], [userKey, []]));
  } catch {
    // Nothing to clear when IndexedDB is unavailable.
  }
}
