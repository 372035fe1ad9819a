// Cards and attendees with chosen ids, so a test can give two of them one short code.
import type { Db } from '../../server/db/client.ts';
import { attendees } from '../../server/db/schema/accounts.ts';
import { createUser } from './factories.ts';

/** An unclaimed card with this id. */
export async function cardWithId(db: Db, id: string) {
  const [card] = await db.insert(attendees).values({ id }).returning();
  return card!;
}

/** A registered attendee with this id and nickname; signs in with `email` and the factories' password. */
export async function attendeeWithId(db: Db, id: string, nickname: string, email = `${nickname}@test.dev`) {
  const user = await createUser(db, email);
  const [attendee] = await db
    .insert(attendees)
    .values({ id, userId: user.id, nickname, name: `Name of ${nickname}` })
    .returning();
  return attendee!;
}
