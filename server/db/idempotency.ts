// The idempotency store: claim a key before a write, complete it with the final answer (inside the
// write's own transaction when there is one), release it when the answer was not final.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { idempotencyKeys } from './schema/platform.ts';
import { runNamed } from './statements.ts';
import { classifyExisting, type ClaimState } from '../domain/idempotency.ts';

export type KeyRef = { userId: number; key: string };

/** A final answer to keep together with the write that gave it. */
export type KeptAnswer = KeyRef & { status: number; body: unknown; now: Date };

const where = (ref: KeyRef) => and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));

type Claim = { ref: KeyRef; requestHash: string; now: Date };

/** Inserts the key's row unless the key is there already; true when it inserted. */
type InsertClaim = (claim: Claim) => Promise<boolean>;

async function insertClaim(db: Db, { ref, requestHash, now }: Claim): Promise<boolean> {
  const inserted = await runNamed(
    db,
    'idempotency_claim',
    sql`insert into idempotency_keys (user_id, key, request_hash, created_at)
        values (${ref.userId}, ${ref.key}, ${requestHash}, ${now.toISOString()}::timestamptz)
        on conflict do nothing returning key`,
  );
  return inserted.length > 0;
}

export function claimKey(db: Db, ref: KeyRef, requestHash: string, now: Date): Promise<ClaimState> {
  return claimWith(db, (claim) => insertClaim(db, claim), { ref, requestHash, now });
}

/**
 * claimKey whose first insert is shared with the claims made around it (DESIGN.md §7: awards per
 * second): claims that arrive while one batch is in the database go out together as one
 * statement, one commit. The same key twice waits for the next batch, so it meets the first as
 * an existing row, as it would alone. When the batch statement fails, each claim inserts alone.
 */
export function createKeyClaimer(
  db: Db,
): (ref: KeyRef, requestHash: string, now: Date) => Promise<ClaimState> {
  type Queued = { claim: Claim; settle: (inserted: boolean) => void; fail: (err: unknown) => void };
  let queue: Queued[] = [];
  let isBusy = false;

  const id = (ref: KeyRef) => `${ref.userId} ${ref.key}`;

  async function run(batch: Queued[]): Promise<void> {
    let rows: { user_id: number; key: string }[];
    try {
      rows = await runNamed<{ user_id: number; key: string }>(
        db,
        'idempotency_claim_batch',
        sql`insert into idempotency_keys (user_id, key, request_hash, created_at)
            select user_id, key, request_hash, created_at
              from json_to_recordset(${JSON.stringify(
                batch.map(({ claim }) => ({
                  user_id: claim.ref.userId,
                  key: claim.ref.key,
                  request_hash: claim.requestHash,
                  created_at: claim.now.toISOString(),
                })),
              )}::json) as q(user_id bigint, key text, request_hash text, created_at timestamptz)
            on conflict do nothing returning user_id, key`,
      );
    } catch {
      await Promise.all(batch.map((item) => insertClaim(db, item.claim).then(item.settle, item.fail)));
      return;
    }
    const inserted = new Set(rows.map((row) => id({ userId: Number(row.user_id), key: row.key })));
    for (const item of batch) item.settle(inserted.has(id(item.claim.ref)));
  }

  function flush() {
    if (isBusy || queue.length === 0) return;
    const batch: Queued[] = [];
    const seen = new Set<string>();
    const waiting: Queued[] = [];
    for (const item of queue) {
      const key = id(item.claim.ref);
      if (seen.has(key) || batch.length >= CLAIM_BATCH_MAX) waiting.push(item);
      else {
        seen.add(key);
        batch.push(item);
      }
    }
    queue = waiting;
    isBusy = true;
    void run(batch)
      .catch((err: unknown) => batch.forEach((item) => item.fail(err)))
      .finally(() => {
        isBusy = false;
        flush();
      });
  }

  const insertShared: InsertClaim = (claim) =>
    new Promise<boolean>((settle, fail) => {
      queue.push({ claim, settle, fail });
      if (queue.length === 1) setImmediate(flush);
    });

  return (ref, requestHash, now) => claimWith(db, insertShared, { ref, requestHash, now });
}

/** Claims in one statement at most. */
const CLAIM_BATCH_MAX = 256;

async function claimWith(db: Db, insert: InsertClaim, claim: Claim): Promise<ClaimState> {
  const { ref, requestHash, now } = claim;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await insert(claim)) return { kind: 'new' };
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

/** Deletes the key's claim while it has no answer; with `claimedAt`, only the claim made then. */
export async function releaseKey(db: Db, ref: KeyRef, claimedAt?: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(
    and(
      where(ref),
      isNull(idempotencyKeys.statusCode),
      // created_at keeps whole seconds: the claim's instant rounded as the insert rounded it.
      claimedAt ? sql`${idempotencyKeys.createdAt} = ${claimedAt.toISOString()}::timestamptz(0)` : undefined,
    ),
  );
}
