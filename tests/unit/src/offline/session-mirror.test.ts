import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfettiDb } from '../../../../src/offline/idb-schema.ts';
import { STORE_OUTBOX } from '../../../../src/outbox/shared/row.ts';
import {
  clearSessionMirror,
  readSessionMirror,
  writeSessionMirror,
} from '../../../../src/offline/session-mirror.ts';
import { enqueue, rowsOf } from '../../../../sw/outbox/queue.ts';
import { freshDb, newRow, tokenOf } from '../../sw/outbox/outbox-fixtures.ts';

let db: ConfettiDb;
beforeEach(async () => {
  db = await freshDb();
});

describe('session mirror', () => {
  it('keeps one record with the token and its user, and deletes it at sign-out', async () => {
    await writeSessionMirror(db, tokenOf('alice'), 5);
    expect(await readSessionMirror(db)).toEqual({ token: tokenOf('alice'), user: 'alice', storedAt: 5 });
    await writeSessionMirror(db, tokenOf('bob'), 6);
    expect((await readSessionMirror(db))?.user).toBe('bob');
    await clearSessionMirror(db);
    expect(await readSessionMirror(db)).toBeNull();
  });

  it('releases the parked rows of the user who signs in again with a new token, no one else’s', async () => {
    const { row: mine } = await enqueue(db, newRow('alice', 1), 1);
    const { row: theirs } = await enqueue(db, newRow('bob', 2), 1);
    await db.put(STORE_OUTBOX, { ...mine, status: 'parked' });
    await db.put(STORE_OUTBOX, { ...theirs, status: 'parked' });
    await writeSessionMirror(db, tokenOf('alice'));
    await db.put(STORE_OUTBOX, { ...mine, status: 'parked' });
    // The same token again (a page start) releases nothing: the 401 that parked it still holds.
    expect(await writeSessionMirror(db, tokenOf('alice'))).toBe(false);
    expect((await rowsOf(db, 'alice'))[0]?.status).toBe('parked');
    expect(await writeSessionMirror(db, tokenOf('alice', 2))).toBe(true);
    expect((await rowsOf(db, 'alice'))[0]?.status).toBe('pending');
    expect((await rowsOf(db, 'bob'))[0]?.status).toBe('parked');
  });
});
