// The leaderboards' serialised JSON, kept per key ('all', or a YYYY-MM-DD day) so a warm read
// costs no query and no serialisation (DESIGN.md §7: ≥ 70 % of a bare route). Any committed write
// that can move a ranking (AppEvents) drops every key. One cache per app instance.
//
// NOTE: another server process's writes arrive as RemoteEvents over LISTEN/NOTIFY (coalesced,
// server/realtime/fanout.ts); LEADERBOARD_CACHE_TTL_MS is only a safety net for a lost one.
// NOTE: a fill that started before an invalidation is not kept (generation check), so a board
// read right after a commit never shows the state from before it.

export const LEADERBOARD_CACHE_TTL_MS = 30_000;
/** Days are arbitrary path values: bound the keys so a crawl over dates cannot grow memory. */
export const LEADERBOARD_CACHE_MAX_KEYS = 64;

export type LeaderboardCache<T = string> = {
  /** The cached JSON for `key`, or `load()`'s, shared by concurrent misses and kept until invalidated. */
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  /** The cached JSON for `key` when it is fresh, synchronously (the hot path: no promise). */
  peek: (key: string) => T | null;
  invalidate: () => void;
};

type Entry<T> = { json: T; expiresAtMs: number };

export function createLeaderboardCache<T = string>(
  opts: { ttlMs?: number; maxKeys?: number; clockMs?: () => number } = {},
): LeaderboardCache<T> {
  const ttlMs = opts.ttlMs ?? LEADERBOARD_CACHE_TTL_MS;
  const maxKeys = opts.maxKeys ?? LEADERBOARD_CACHE_MAX_KEYS;
  const clockMs = opts.clockMs ?? (() => performance.now());
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();
  let generation = 0;

  function keep(key: string, json: T) {
    entries.delete(key);
    if (entries.size >= maxKeys) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { json, expiresAtMs: clockMs() + ttlMs });
  }

  async function fill(key: string, load: () => Promise<T>, startedIn: number): Promise<T> {
    try {
      const json = await load();
      if (startedIn === generation) keep(key, json);
      return json;
    } finally {
      if (startedIn === generation) inFlight.delete(key);
    }
  }

  function peek(key: string): T | null {
    const hit = entries.get(key);
    return hit && hit.expiresAtMs > clockMs() ? hit.json : null;
  }

  return {
    peek,
    get(key, load) {
      const hit = peek(key);
      if (hit !== null) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = fill(key, load, generation);
      inFlight.set(key, started);
      return started;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },
  };
}
