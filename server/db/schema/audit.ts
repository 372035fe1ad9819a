// The organiser console's audit log (issue 13): one row per change an admin made through the
// console — who, what, when, and the row before and after as JSON. Rows are only ever inserted,
// in the same transaction as the change they describe, so the log never shows a change that did
// not commit. The actor's email is copied: the log stays readable after the account is deleted.
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { utcDatetime, bigId } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigId(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, `<entity>.<verb>`: `badge.create`, `product.archive`, `prize.odds`. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    /** The changed row's id as text (ids are integers or UUIDs); null for a table-wide change. */
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: utcDatetime('at').notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);
