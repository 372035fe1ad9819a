// Column helpers shared by every table: provider-api.md §1 gives each table naive UTC
// `inserted_at`/`updated_at` at second precision, and `utc_datetime` fields as timestamptz.
import { sql } from 'drizzle-orm';
import { bigserial, timestamp } from 'drizzle-orm/pg-core';

const utcNow = sql`(now() at time zone 'utc')`;

export const naiveUtc = (name: string) => timestamp(name, { precision: 0, mode: 'date' });
export const utcDatetime = (name: string) =>
  timestamp(name, { precision: 0, withTimezone: true, mode: 'date' });

export const timestamps = {
  insertedAt: naiveUtc('inserted_at').notNull().default(utcNow),
  updatedAt: naiveUtc('updated_at').notNull().default(utcNow),
};

/** A table's own key: a bigserial read as a JS number. */
export const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();
