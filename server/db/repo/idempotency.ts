// The idempotency store: claim a key before a write, complete it with the final answer (inside the
// write's own transaction when there is one), release it when the answer was not final.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { idempotencyKeys } from '../schema/platform.ts';
import { runNamed } from '../statements.ts';
import { classifyExisting, type ClaimState } from '../../domain/idempotency.ts';

export type KeyRef = { userId: number; key: string };

/** A final answer to keep together with the write that gave it. */
export type KeptAnswer = KeyRef & { status: number; body: unknown; now: Date };

const where = (ref: KeyRef) => and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));

export async function claimKey(db: Db, ref: KeyRef, requestHash: string, now: Date): Promise<ClaimState> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await runNamed(
      db,
      'idempotency_claim',
      sql`insert into idempotency_keys (user_id, key, request_hash, created_at)
          values (${ref.userId}, ${ref.key}, ${requestHash}, ${now.toISOString()}::timestamptz)
          on conflict do nothing returning key`,
    );
    if (inserted.length > 0) return { kind: 'new' };
    const [existing] = await db.select().from(idempotencyKeys).where(where(ref));
    if (!existing) continue; // released between our insert and select: try again
    const state = classifyExisting(existing, requestHash, now);
    if (state !== 'take-over') return state;
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          where(ref),
          isNull(idempotencyKeys.statusCode),
          eq(idempotencyKeys.createdAt, existing.createdAt),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { kind: 'new' };
  }
  return { kind: 'in-flight' };
}

export async function completeKey(
  db: Db | Tx,
  ref: KeyRef,
  status: number,
  body: unknown,
  now: Date,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: status, body: body ?? null, completedAt: now })
    .where(and(where(ref), isNull(idempotencyKeys.statusCode)));
}

/**
 * `completeKey` as SQL, for a write made of one statement (a data-modifying CTE, repo/redeems.ts):
 * `when` is true when that statement's effect happened, so the answer commits with the effect.
 */
export function completeKeySql(answer: KeptAnswer, when: SQL): SQL {
  const body = answer.body === undefined || answer.body === null ? null : JSON.stringify(answer.body);
  return sql`update idempotency_keys
     set status_code = ${answer.status}, body = ${body}::text::jsonb,
         completed_at = ${answer.now.toISOString()}::timestamptz
   where user_id = ${answer.userId} and key = ${answer.key} and status_code is null and ${when}`;
}

export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(where(ref), isNull(idempotencyKeys.statusCode)));
}
