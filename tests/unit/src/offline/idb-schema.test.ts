import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  abortOnLeave,
  openConfettiDb,
  SESSION_KEY,
  STORE_SESSION,
  type ConfettiDb,
} from '../../../../src/offline/idb-schema.ts';
import { STORE_OUTBOX } from '../../../../src/outbox/shared/row.ts';

let page: EventTarget;
const record = (token: string) => ({ token, user: 'alice', storedAt: 0 });
let db: ConfettiDb;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  page = new EventTarget();
  db = abortOnLeave(await openConfettiDb(), page);
});

describe('abortOnLeave', () => {
  it('aborts the transactions still in flight when the page hides, and nothing it wrote stays', async () => {
    const write = db.transaction(STORE_SESSION, 'readwrite');
    const put = write.store.put(record('token-1'), SESSION_KEY).catch((error: unknown) => error);
    const read = db.getAll(STORE_OUTBOX); // a shortcut opens its transaction the same way
    page.dispatchEvent(new Event('pagehide'));
    await expect(write.done).rejects.toMatchObject({ name: 'AbortError' });
    expect(await put).toMatchObject({ name: 'AbortError' });
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(await db.get(STORE_SESSION, SESSION_KEY)).toBeUndefined();
  });

  it('leaves finished transactions alone, and the connection takes new ones after a hide', async () => {
    await db.put(STORE_SESSION, record('token-1'), SESSION_KEY);
    page.dispatchEvent(new Event('pagehide')); // e.g. into the back/forward cache, then back
    expect(await db.get(STORE_SESSION, SESSION_KEY)).toEqual(record('token-1'));
    await db.put(STORE_SESSION, record('token-2'), SESSION_KEY);
    expect(await db.get(STORE_SESSION, SESSION_KEY)).toEqual(record('token-2'));
  });

  it('does not touch a connection opened without it', async () => {
    const other = await openConfettiDb();
    const write = other.transaction(STORE_SESSION, 'readwrite');
    const put = write.store.put(record('token-3'), SESSION_KEY);
    page.dispatchEvent(new Event('pagehide'));
    await Promise.all([put, write.done]);
    expect(await other.get(STORE_SESSION, SESSION_KEY)).toEqual(record('token-3'));
    other.close();
  });
});
