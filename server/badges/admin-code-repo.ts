// The console's badge codes (issue 23): every code with its badge and its uses, the attendees who
// used one, and a code's create, edit and removal, each with its audit entry in the same
// transaction. The rules are badges/code-rules.ts's. A used code is disabled, not deleted, so
// the record of who used it stays.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { attendees } from '../db/schema/accounts.ts';
import { badgeCodes, badgeCodeUses } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { decideCode, type CodeInput } from './code-rules.ts';
import type { EditResult, RemoveResult } from '../admin/rows.ts';
import { recordChange, recordDeletion, type AuditStamp } from '../audit/repo.ts';

type CodeTableRow = typeof badgeCodes.$inferSelect;
export type ConsoleCodeRow = CodeTableRow & { badgeName: string; uses: number };

const uses = sql<number>`(select count(*) from badge_code_uses u
  where u.code_id = "badge_codes"."id")`.mapWith(Number);

const select = (db: Db | Tx) =>
  db
    .select({ code: badgeCodes, badgeName: badges.name, uses })
    .from(badgeCodes)
    .innerJoin(badges, eq(badges.id, badgeCodes.badgeId));

export async function listConsoleCodes(db: Db): Promise<ConsoleCodeRow[]> {
  const rows = await select(db).orderBy(desc(badgeCodes.insertedAt), asc(badgeCodes.id));
  return rows.map((r) => ({ ...r.code, badgeName: r.badgeName, uses: r.uses }));
}

export async function findConsoleCode(db: Db | Tx, id: string): Promise<ConsoleCodeRow | null> {
  const [r] = await select(db).where(eq(badgeCodes.id, id));
  return r ? { ...r.code, badgeName: r.badgeName, uses: r.uses } : null;
}

export const listCodeUses = (db: Db, id: string) =>
  db
    .select({
      attendeeId: badgeCodeUses.attendeeId,
      nickname: attendees.nickname,
      at: badgeCodeUses.insertedAt,
    })
    .from(badgeCodeUses)
    .innerJoin(attendees, eq(attendees.id, badgeCodeUses.attendeeId))
    .where(eq(badgeCodeUses.codeId, id))
    .orderBy(asc(badgeCodeUses.id));

const lock = async (tx: Tx, id: string) =>
  (await tx.select().from(badgeCodes).where(eq(badgeCodes.id, id)).for('update'))[0];

const countUses = async (tx: Tx, id: string) =>
  (
    await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(badgeCodeUses)
      .where(eq(badgeCodeUses.codeId, id))
  )[0]?.n ?? 0;

export function createCode(
  db: Db,
  input: CodeInput & { badgeId: number },
  stamp: AuditStamp,
): Promise<EditResult<{ id: string }>> {
  return db.transaction(async (tx) => {
    const [badge] = await tx
      .select({ id: badges.id })
      .from(badges)
      .where(and(eq(badges.id, input.badgeId), isNull(badges.archivedAt)));
    if (!badge) return { kind: 'refused', errors: { badge_id: ['Choose a badge that is in use'] } };
    const decided = decideCode(null, input, stamp.at);
    if (decided.kind === 'refused') return decided;
    const [row] = await tx
      .insert(badgeCodes)
      .values({ badgeId: input.badgeId, ...decided.value })
      .returning();
    await recordChange(tx, stamp, {
      action: 'code.create',
      entity: 'code',
      entityId: row!.id,
      before: null,
      after: row,
    });
    return { kind: 'ok', row: { id: row!.id } };
  });
}

export function editCode(
  db: Db,
  id: string,
  input: CodeInput & { disabled?: boolean },
  stamp: AuditStamp,
): Promise<EditResult<{ id: string }>> {
  return db.transaction(async (tx) => {
    const before = await lock(tx, id);
    if (!before) return { kind: 'not-found' };
    const decided = decideCode({ ...before, uses: await countUses(tx, id) }, input, stamp.at);
    if (decided.kind === 'refused') return decided;
    const disabledAt =
      input.disabled === undefined
        ? before.disabledAt
        : input.disabled
          ? (before.disabledAt ?? stamp.at)
          : null;
    const [after] = await tx
      .update(badgeCodes)
      .set({ ...decided.value, disabledAt, updatedAt: stamp.at })
      .where(eq(badgeCodes.id, id))
      .returning();
    const action =
      before.disabledAt === null && disabledAt !== null
        ? 'code.disable'
        : before.disabledAt !== null && disabledAt === null
          ? 'code.enable'
          : 'code.update';
    await recordChange(tx, stamp, { action, entity: 'code', entityId: id, before, after });
    return { kind: 'ok', row: { id } };
  });
}

export function removeCode(db: Db, id: string, stamp: AuditStamp): Promise<RemoveResult> {
  return db.transaction(async (tx): Promise<RemoveResult> => {
    const before = await lock(tx, id);
    if (!before) return { kind: 'not-found' };
    if ((await countUses(tx, id)) > 0) {
      const [after] = await tx
        .update(badgeCodes)
        .set({ disabledAt: before.disabledAt ?? stamp.at, updatedAt: stamp.at })
        .where(eq(badgeCodes.id, id))
        .returning();
      await recordChange(tx, stamp, { action: 'code.disable', entity: 'code', entityId: id, before, after });
      return { kind: 'ok', outcome: 'archived' };
    }
    await tx.delete(badgeCodes).where(eq(badgeCodes.id, id));
    await recordDeletion(tx, stamp, { entity: 'code', entityId: id, before });
    return { kind: 'ok', outcome: 'deleted' };
  });
}
