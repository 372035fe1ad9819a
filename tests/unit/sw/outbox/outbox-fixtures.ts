// Shared setup of the outbox unit tests: a fresh fake IndexedDB per test, JWT-shaped tokens for
// named users, and rows as the intercept would add them.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openConfettiDb, type ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import type { NewRow } from '../../../../src/outbox/shared/row.ts';

export async function freshDb(): Promise<ConfettiDb> {
  globalThis.indexedDB = new IDBFactory();
  return openConfettiDb();
}

/** An unsigned token whose `sub` is `user`: all the outbox reads from it. */
export function tokenOf(user: string, version = 1): string {
  const payload = Buffer.from(JSON.stringify({ sub: user, v: version })).toString('base64url');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

export function newRow(user: string, n: number, extra: Partial<NewRow> = {}): NewRow {
  return {
    user,
    method: 'POST',
    path: 'http://app.test/api/redeems',
    body: { redeem: { attendee_id: `attendee-${n}`, badge_id: 7 } },
    idempotencyKey: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    occurredAt: '2027-03-15T12:00:00.000Z',
    label: `scan ${n}`,
    cost: 0,
    ...extra,
  };
}
