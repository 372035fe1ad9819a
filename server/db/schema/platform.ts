// Tables of our own, not in the provider's model: the idempotency store that makes every
// queued write exactly-once (DESIGN.md §5).
import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { utcDatetime } from './columns.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: utcDatetime('created_at').notNull().defaultNow(),
    completedAt: utcDatetime('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
