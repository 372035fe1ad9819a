// The audit log's writes and reads (issue 13; schema/audit.ts). A change is recorded with the
// transaction that makes it, never after, so the log and the tables cannot disagree.
// `before` and `after` are the changed row as its repo selected it (column names in camelCase,
// times as ISO strings), or null for a row that did not exist before or does not after.
import { desc, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

/** The signed-in admin making a change. */
export type Actor = { userId: number; email: string };

/** Who acts and when: what every console write is given to record its change. */
export type AuditStamp = { actor: Actor; at: Date };

export type Change = {
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
};

/** Records a change; answers the entry's id (a card batch is named by its entry). */
export async function recordChange(tx: Tx, stamp: AuditStamp, change: Change): Promise<number> {
  const [entry] = await tx
    .insert(auditLog)
    .values({
      actorUserId: stamp.actor.userId,
      actorEmail: stamp.actor.email,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId === null ? null : String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
      at: stamp.at,
    })
    .returning({ id: auditLog.id });
  return entry!.id;
}

/** Records a row deleted for good: the action `<entity>.delete`, the row before, nothing after. */
export async function recordDeletion(
  tx: Tx,
  stamp: AuditStamp,
  deleted: { entity: string; entityId: string | number; before: unknown },
): Promise<void> {
  await recordChange(tx, stamp, { action: `${deleted.entity}.delete`, ...deleted, after: null });
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, `limit` entries older than the id `before` (all when null). */
export function listAudit(db: Db, page: { before: number | null; limit: number }): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(page.before === null ? undefined : lt(auditLog.id, page.before))
    .orderBy(desc(auditLog.id))
    .limit(page.limit);
}
