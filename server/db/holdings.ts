// A holding row (a store buy, a won prize) counts the units held and the units handed over; what
// is still owed is their difference, read the same way wherever an attendee's holdings are listed.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const notHandedOver = (holding: { quantity: AnyPgColumn; redeemed: AnyPgColumn }) =>
  sql<number>`(${holding.quantity} - ${holding.redeemed})::int`;
