// Awards in batches (DESIGN.md §7: ≥ 1,000 awards/s on PostgreSQL), a small group commit for
// POST /api/redeems: one batch at a time is in the database, and the awards that arrive meanwhile
// go out together in the next, read by one statement and written by one (repo/redeems.ts has the
// same two statements for one award). Each award is still decided on its own by decideRedeem and
// written only if its attendee row is unchanged since that read, so it gets the answer it would
// get alone; after 3 lost races it is decided under the row lock, alone. A batch holds an
// attendee at most once and takes each attendee's awards in arrival order. When a batch statement
// fails, each of its awards runs alone (`attempt`), so one award's error is never another's.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pgErrorCode } from '../errors.ts';
import { runNamed } from '../statements.ts';
import { decideRedeem, tokensFor, utcDay } from '../../domain/redeems.ts';
import { activityColumns } from './achievements.ts';
import type { KeptAnswer } from './idempotency.ts';
import {
  attempt,
  awardedOf,
  awardUnderLock,
  OPTIMISTIC_ATTEMPTS,
  stateOf,
  type AwardInput,
  type AwardResult,
  type State,
  type StateRow,
  type Written,
} from './redeems.ts';

/** Awards in one batch: PostgreSQL and PGlite take a json parameter of this many rows at ease. */
const BATCH_MAX = 128;

type Queued = {
  input: AwardInput;
  keep: KeptAnswer | null;
  settle: (result: AwardResult | 'stale') => void;
  fail: (err: unknown) => void;
};

async function readStates(db: Db, inputs: readonly AwardInput[]): Promise<(State | AwardResult)[]> {
  const rows = await runNamed<StateRow & { i: number }>(
    db,
    'award_read_batch',
    sql`
      select q.i, s.*
        from json_to_recordset(${JSON.stringify(
          inputs.map((input, i) => ({
            i,
            attendee_id: input.attendeeId,
            badge_id: input.badgeId,
            at: input.at.toISOString(),
          })),
        )}::json) as q(i int, attendee_id uuid, badge_id int, at timestamptz)
        cross join lateral (
          select a.xmin::text as version, ${activityColumns},
            (select json_build_array(b.id, b.name, b.type, b.tokens, b.begin, b."end", b.begin_badge, b.end_badge)
               from badges b where b.id = q.badge_id and b.archived_at is null) as badge,
            (select c.sponsorship from spotlights s join companies c on c.badge_id = s.badge_id
              where s.badge_id = q.badge_id and s."end" >= q.at
              limit 1) as sponsor
          from attendees a where a.id = q.attendee_id) s`,
  );
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return inputs.map((_, i) => stateOf(byIndex.get(i)));
}

type DecidedWrite = { input: AwardInput; keep: KeptAnswer | null; state: State; tokens: number };

/**
 * writeAward for many attendees (distinct) in one statement: by index, what was written; an award
 * whose attendee row changed since its read is absent and wrote nothing.
 */
async function writeAwards(db: Db, writes: readonly DecidedWrite[]): Promise<Map<number, Written>> {
  const params = writes.map(({ input, keep, state, tokens }, i) => ({
    i,
    attendee_id: input.attendeeId,
    version: state.version,
    badge_id: state.badge.id,
    staff_id: input.staffId,
    spotlighted: state.sponsor !== null,
    tokens,
    at: input.at.toISOString(),
    day: utcDay(input.at).toISOString(),
    user_id: keep?.userId ?? null,
    key: keep?.key ?? null,
    status: keep?.status ?? null,
    body: keep && keep.body !== undefined && keep.body !== null ? JSON.stringify(keep.body) : null,
    completed_at: keep?.now.toISOString() ?? null,
  }));
  // NOTE: the same statements as writeAward (and completeKeySql), over the rows of q.
  const rows = await runNamed<{ i: number; balance: number; occurred_at: string }>(
    db,
    'award_write_batch',
    sql`
      with q as materialized (
        select * from json_to_recordset(${JSON.stringify(params)}::json) as q(
          i int, attendee_id uuid, version text, badge_id int, staff_id bigint, spotlighted boolean,
          tokens int, at timestamptz, day timestamptz, user_id bigint, key text, status int, body text,
          completed_at timestamptz)
      ), a as (
        update attendees t
           set token_balance = t.token_balance + q.tokens, entries = t.entries + 1,
               updated_at = (now() at time zone 'utc')
          from q
         where t.id = q.attendee_id and t.xmin = q.version::xid
        returning t.id, t.token_balance
      ), r as (
        insert into redeems (badge_id, attendee_id, staff_id, spotlighted, occurred_at)
        select q.badge_id, q.attendee_id, q.staff_id, q.spotlighted, q.at
          from q join a on a.id = q.attendee_id
        returning attendee_id, occurred_at
      ), d as (
        insert into daily_tokens (attendee_id, day, quantity)
        select q.attendee_id, q.day, a.token_balance from q join a on a.id = q.attendee_id
        on conflict (attendee_id, day)
        do update set quantity = excluded.quantity, updated_at = (now() at time zone 'utc')
      ), k as (
        update idempotency_keys k
           set status_code = q.status, body = q.body::jsonb, completed_at = q.completed_at
          from q join a on a.id = q.attendee_id
         where q.key is not null and k.user_id = q.user_id and k.key = q.key and k.status_code is null
      )
      select q.i, a.token_balance as balance, to_json(r.occurred_at) as occurred_at
        from q join a on a.id = q.attendee_id join r on r.attendee_id = q.attendee_id`,
  );
  return new Map(rows.map((row) => [row.i, { balance: row.balance, day: new Date(row.occurred_at) }]));
}

export type AwardBatcher = {
  /** awardBadge, its reads and writes shared with the awards around it. */
  award: (input: AwardInput, keep: KeptAnswer | null) => Promise<AwardResult>;
};

export function createAwardBatcher(db: Db): AwardBatcher {
  let queue: Queued[] = [];
  /** A batch is in the database (one at a time) or about to start. */
  let isBusy = false;
  let isScheduled = false;

  const schedule = () => {
    if (isScheduled || isBusy || queue.length === 0) return;
    isScheduled = true;
    // After the I/O callbacks of this turn, so the requests they carry join the batch.
    setImmediate(flush);
  };

  function flush() {
    isScheduled = false;
    const batch: Queued[] = [];
    const attendees = new Set<string>();
    const waiting: Queued[] = [];
    for (const item of queue) {
      if (batch.length < BATCH_MAX && !attendees.has(item.input.attendeeId)) {
        attendees.add(item.input.attendeeId);
        batch.push(item);
      } else waiting.push(item);
    }
    queue = waiting;
    isBusy = true;
    // A settled award ignores a later failure: this only reaches awards a bug left unsettled.
    void run(batch)
      .catch((err: unknown) => batch.forEach((item) => item.fail(err)))
      .finally(() => {
        isBusy = false;
        schedule();
      });
  }

  /**
   * After a batch statement failed: when PostgreSQL refused it (so nothing of it was written),
   * each award runs on its own, as awardBadge's attempt; any other failure is every award's.
   */
  async function alone(items: readonly Queued[], err: unknown): Promise<void> {
    if (pgErrorCode(err) === null) {
      for (const item of items) item.fail(err);
      return;
    }
    await Promise.all(items.map((item) => attempt(db, item.input, item.keep).then(item.settle, item.fail)));
  }

  async function run(batch: Queued[]): Promise<void> {
    let states: (State | AwardResult)[];
    try {
      states = await readStates(
        db,
        batch.map((item) => item.input),
      );
    } catch (err) {
      await alone(batch, err);
      return;
    }
    const writes: (DecidedWrite & { item: Queued })[] = [];
    batch.forEach((item, i) => {
      const state = states[i]!;
      if (!('version' in state)) return item.settle(state);
      const refusal = decideRedeem({
        badge: state.badge,
        held: state.held,
        at: item.input.at,
        mode: item.input.mode,
      });
      if (refusal) return item.settle({ kind: 'refused', refusal });
      const tokens = tokensFor(state.badge.tokens, state.sponsor);
      writes.push({ item, input: item.input, keep: item.keep, state, tokens });
    });
    if (writes.length === 0) return;
    // Attendee order: concurrent batches (other processes) lock their rows in the same order.
    writes.sort((a, b) => (a.input.attendeeId < b.input.attendeeId ? -1 : 1));
    let written: Map<number, Written>;
    try {
      written = await writeAwards(db, writes);
    } catch (err) {
      await alone(
        writes.map((w) => w.item),
        err,
      );
      return;
    }
    writes.forEach((w, i) => {
      const done = written.get(i);
      w.item.settle(done ? awardedOf(w.state, w.tokens, done) : 'stale');
    });
  }

  const attemptInBatch = (input: AwardInput, keep: KeptAnswer | null) =>
    new Promise<AwardResult | 'stale'>((settle, fail) => {
      queue.push({ input, keep, settle, fail });
      schedule();
    });

  return {
    async award(input, keep) {
      for (let i = 0; i < OPTIMISTIC_ATTEMPTS; i++) {
        const result = await attemptInBatch(input, keep);
        if (result !== 'stale') return result;
      }
      return awardUnderLock(db, input, keep);
    },
  };
}
