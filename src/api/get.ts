// The one function every GET of the client goes through (DESIGN.md §5): cache-then-network via
// offline/read-through for a user's data, network only when no cache key is given.
import { readThrough, type Reading } from '../offline/read-through.ts';
import { api, preloadClient } from './client.ts';

type GetOptions = {
  /** Whose cache row this is; null reads the network only (answers that must be current). */
  userKey: string | null;
};

/**
 * Yields the cached answer of `path` (if any and still readable by `parse`), then the network one.
 * A network failure is thrown after the cached reading; see readThrough.
 */
export async function* get<T>(
  path: string,
  parse: (body: unknown) => T,
  { userKey }: GetOptions,
): AsyncGenerator<Reading<T>, void, void> {
  const fetcher = () => api.get(path).json<unknown>();
  preloadClient();
  if (userKey === null) {
    yield { data: parse(await fetcher()), storedAt: new Date(), source: 'network' };
    return;
  }
  for await (const reading of readThrough(path, fetcher, userKey)) {
    const data = reading.source === 'network' ? parse(reading.body) : parseCached(parse, reading.body);
    // A cached body in an older wire shape is passed over; the network answer follows.
    if (data !== SKIP) yield { data, storedAt: reading.storedAt, source: reading.source };
  }
}

const SKIP = Symbol('skip');

function parseCached<T>(parse: (body: unknown) => T, body: unknown): T | typeof SKIP {
  try {
    return parse(body);
  } catch {
    return SKIP;
  }
}

/** The network answer of a read (the cached one, if any, is passed over). */
export async function getFresh<T>(readings: AsyncGenerator<Reading<T>, void, void>): Promise<Reading<T>> {
  let last: Reading<T> | null = null;
  for await (const reading of readings) last = reading;
  if (last === null || last.source !== 'network') throw new Error('The read produced no network answer');
  return last;
}
