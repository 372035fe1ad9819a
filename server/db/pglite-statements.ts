// Named statements on PGlite, which only offers unnamed ones (each query is parsed and planned
// again). A named statement is parsed once per PGlite instance, then each call sends one message:
// Bind, Describe, Execute, Sync. Runs under the same two locks as PGlite's own `query`, so it never
// interleaves with another query or with a transaction.
// NOTE: PGlite offers the wire protocol to drivers (`execProtocolStream`) and its two locks as
// `_runExclusive…`; tests/integration/db-statements.test.ts pins what this file relies on.
import type { PGlite } from '@electric-sql/pglite';

const INVALID_STATEMENT_NAME = '26000';

/** Names parsed on each instance. */
const parsed = new WeakMap<PGlite, Set<string>>();

const encoder = new TextEncoder();

const int32 = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setInt32(0, n);
  return b;
};
const int16 = (n: number) => {
  const b = new Uint8Array(2);
  new DataView(b.buffer).setInt16(0, n);
  return b;
};
const cstring = (s: string) => encoder.encode(`${s}\0`);

/** One frontend message: a type byte, an int32 length (itself included), the body. */
function message(type: string, parts: (Uint8Array | number)[]): Uint8Array {
  const body = parts.flatMap((p) => (typeof p === 'number' ? [int32(p)] : [p]));
  const length = 4 + body.reduce((n, b) => n + b.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, length);
  let at = 5;
  for (const b of body) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

function bind(name: string, values: readonly unknown[]): Uint8Array {
  const params = values.flatMap((v) => {
    const t = asText(v);
    if (t === null) return [int32(-1)];
    const bytes = encoder.encode(t);
    return [int32(bytes.length), bytes];
  });
  // portal "", statement, no format codes (all text), the values, no result format codes (text)
  return message('B', [cstring(''), cstring(name), int16(0), int16(values.length), ...params, int16(0)]);
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const DESCRIBE_PORTAL = message('D', [encoder.encode('P'), cstring('')]);
const EXECUTE = message('E', [cstring(''), 0]);
const SYNC = message('S', []);

type Message = { name: string; fields?: unknown[] };
type Column = { name: string; dataTypeID: number };

function rowsOf<T>(client: PGlite, messages: readonly Message[]): T[] {
  let columns: Column[] = [];
  const rows: T[] = [];
  for (const m of messages) {
    if (m.name === 'rowDescription') columns = m.fields as Column[];
    if (m.name !== 'dataRow') continue;
    const values = m.fields as (string | null)[];
    const row: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const value = values[i] ?? null;
      const parse = client.parsers[column.dataTypeID];
      row[column.name] = value === null || !parse ? value : parse(value, column.dataTypeID);
    });
    rows.push(row as T);
  }
  return rows;
}

const CLOSE = (name: string) => message('C', [encoder.encode('S'), cstring(name)]);

/** One round: Parse when `isNew`, then Bind, Describe, Execute, Sync. */
async function send<T>(
  client: PGlite,
  name: string,
  sql: string,
  values: readonly unknown[],
  isNew: boolean,
) {
  const parse = isNew ? [message('P', [cstring(name), cstring(sql), int16(0)])] : [];
  try {
    const messages = await client.execProtocolStream(
      concat([...parse, bind(name, values), DESCRIBE_PORTAL, EXECUTE, SYNC]),
      { syncToFs: false },
    );
    return rowsOf<T>(client, messages as Message[]);
  } catch (err) {
    // Whether the Parse took or not, the name starts clean on the next call.
    if (isNew) await client.execProtocolStream(concat([CLOSE(name), SYNC]), { syncToFs: false });
    throw err;
  }
}

/** Runs `sql` as the named statement `name` with `values` (text format); rows as objects. */
export async function runPgliteNamed<T>(
  client: PGlite,
  name: string,
  sql: string,
  values: readonly unknown[],
): Promise<T[]> {
  const names = parsed.get(client) ?? new Set<string>();
  parsed.set(client, names);
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      try {
        if (names.has(name)) {
          try {
            return await send<T>(client, name, sql, values, false);
          } catch (err) {
            // The session lost it (DEALLOCATE): nothing ran, so it is parsed and run again below.
            if ((err as { code?: unknown }).code !== INVALID_STATEMENT_NAME) throw err;
            names.delete(name);
          }
        }
        const rows = await send<T>(client, name, sql, values, true);
        names.add(name);
        return rows;
      } finally {
        await client.syncToFs();
      }
    }),
  );
}
