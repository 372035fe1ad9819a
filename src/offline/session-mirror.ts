// The session token mirrored into IndexedDB (DESIGN.md §5): the SW cannot read localStorage, so
// the page writes the token here at sign-in and on start and deletes it at sign-out; a replay with
// no page open reads it. A new token of a user also releases that user's parked rows (a 401 parks
// them "until the user signs in again"). No React, no window: the SW imports this too.
import { userKeyOf } from '../lib/token-subject.ts';
import { release } from '../outbox/shared/row-machine.ts';
import { OUTBOX_BY_USER, STORE_OUTBOX } from '../outbox/shared/row.ts';
import { SESSION_KEY, STORE_SESSION } from './idb-schema.ts';
import type { ConfettiDb, SessionRecord } from './idb-schema.ts';

export async function readSessionMirror(db: ConfettiDb): Promise<SessionRecord | null> {
  return (await db.get(STORE_SESSION, SESSION_KEY)) ?? null;
}

/**
 * Stores `token` as the current session. When it differs from the token stored before, the user's
 * parked rows go back to pending in the same transaction. Resolves true when any row was released.
 * NOTE: every page start calls this with the token already stored; that start only reads. A
 * write transaction over the session and the outbox, cut short by a navigation, was seen to hold
 * both stores for the rest of a WebKitGTK session under load (the outbox then never loaded).
 */
export async function writeSessionMirror(db: ConfettiDb, token: string, now = Date.now()): Promise<boolean> {
  if ((await readSessionMirror(db))?.token === token) return false;
  const user = userKeyOf(token);
  const tx = db.transaction([STORE_SESSION, STORE_OUTBOX], 'readwrite');
  const previous = await tx.objectStore(STORE_SESSION).get(SESSION_KEY);
  await tx.objectStore(STORE_SESSION).put({ token, user, storedAt: now }, SESSION_KEY);
  let isReleased = false;
  if (previous?.token !== token) {
    let cursor = await tx.objectStore(STORE_OUTBOX).index(OUTBOX_BY_USER).openCursor(user);
    while (cursor) {
      const released = release(cursor.value);
      if (released !== null) {
        await cursor.update(released);
        isReleased = true;
      }
      cursor = await cursor.continue();
    }
  }
  await tx.done;
  return isReleased;
}

/** Sign-out: the SW sends nothing more; the user's rows stay until they sign in here again. */
export async function clearSessionMirror(db: ConfettiDb): Promise<void> {
  await db.delete(STORE_SESSION, SESSION_KEY);
}
