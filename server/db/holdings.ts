// A holding row (a store buy, a won prize) counts the units held and the units handed over; what
// is still owed is their difference, read the same way wherever an attendee's holdings are listed.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { attendeesPrizes, prizes } from './schema/games.ts';

export const notHandedOver = (holding: { quantity: AnyPgColumn; redeemed: AnyPgColumn }) =>
  sql<number>`(${holding.quantity} - ${holding.redeemed})::int`;

/** A won prize as the attendee's holdings list it (from attendees_prizes joined to prizes). */
export const prizeHoldingColumns = {
  id: prizes.id,
  name: prizes.name,
  avatar: prizes.avatar,
  notRedeemed: notHandedOver(attendeesPrizes),
};
