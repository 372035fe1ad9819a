// The console's attendee cards (issue 13; provider-api.md §1: an attendee row with no user is a
// card not yet claimed). A batch of new cards is created with its audit entry in one
// transaction, and that entry's id names the batch: its `after.ids` are the batch's cards, so a
// batch's sheet can be printed again later without a column of its own.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendees } from '../db/schema/accounts.ts';
import { auditLog } from '../db/schema/audit.ts';
import type { CardFilter } from '../contract/people-admin.ts';
import type { CardSearch } from '../accounts/admin-rules.ts';
import { createCards } from './repo.ts';
import { recordChange, type AuditStamp } from '../audit/repo.ts';

export const CARDS_CREATE_ACTION = 'cards.create';

export type ConsoleCardRow = { id: string; nickname: string | null; isRegistered: boolean; insertedAt: Date };
export type CardCounts = { total: number; registered: number; free: number };

export function createCardBatch(
  db: Db,
  size: number,
  stamp: AuditStamp,
): Promise<{ batch: number; ids: string[] }> {
  return db.transaction(async (tx) => {
    const ids = await createCards(tx, size);
    const batch = await recordChange(tx, stamp, {
      action: CARDS_CREATE_ACTION,
      entity: 'card',
      entityId: null,
      before: null,
      after: { count: ids.length, ids },
    });
    return { batch, ids };
  });
}

export async function cardCounts(db: Db): Promise<CardCounts> {
  const [row] = await db.select({ total: count(), registered: count(attendees.userId) }).from(attendees);
  const total = row?.total ?? 0;
  const registered = row?.registered ?? 0;
  return { total, registered, free: total - registered };
}

/** `%`, `_` and `\` typed by the organiser match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(status: CardFilter, search: CardSearch | null): SQL | undefined {
  const byStatus =
    status === 'free'
      ? isNull(attendees.userId)
      : status === 'registered'
        ? isNotNull(attendees.userId)
        : undefined;
  if (search === null) return byStatus;
  const bySearch = or(
    search.idPrefix === null ? undefined : sql`${attendees.id}::text like ${`${search.idPrefix}%`}`,
    search.nickname === null ? undefined : ilike(attendees.nickname, `%${likeEscaped(search.nickname)}%`),
  );
  return and(byStatus, bySearch);
}

/** One page of the cards the filter matches, newest first, and how many match in all. */
export async function listConsoleCards(
  db: Db,
  query: { status: CardFilter; search: CardSearch | null; offset: number; limit: number },
): Promise<{ rows: ConsoleCardRow[]; matching: number }> {
  const where = filterOf(query.status, query.search);
  const rows = await db
    .select({
      id: attendees.id,
      nickname: attendees.nickname,
      isRegistered: isNotNull(attendees.userId).mapWith(Boolean),
      insertedAt: attendees.insertedAt,
    })
    .from(attendees)
    .where(where)
    .orderBy(desc(attendees.insertedAt), asc(attendees.id))
    .offset(query.offset)
    .limit(query.limit);
  const [matched] = await db.select({ n: count() }).from(attendees).where(where);
  return { rows, matching: matched?.n ?? 0 };
}

/** The oldest free cards, at most `limit` (what an organiser prints first). */
export async function oldestFreeCards(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(isNull(attendees.userId))
    .orderBy(asc(attendees.insertedAt), asc(attendees.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

const idsOf = (after: unknown): string[] => {
  const ids = (after as { ids?: unknown } | null)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** The batch's cards still free, in the order they were made; null when there is no such batch. */
export async function freeCardsOfBatch(db: Db, batch: number): Promise<string[] | null> {
  const [entry] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.id, batch), eq(auditLog.action, CARDS_CREATE_ACTION)));
  if (!entry) return null;
  const ids = idsOf(entry.after);
  if (ids.length === 0) return [];
  const free = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(inArray(attendees.id, ids), isNull(attendees.userId)));
  const isFree = new Set(free.map((r) => r.id));
  return ids.filter((id) => isFree.has(id));
}
