// Awarding a badge (provider-api.md §4): the redeem, tokens (times the spotlight multiplier while the
// badge's company is in the spotlight), +1 entry and the daily snapshot, all or nothing.
// NOTE: an award is two statements, a read and a write (DESIGN.md §7, awards per second). The read
// takes the attendee row's version (`xmin`) with everything the rules look at; the write is one
// statement whose every part hangs on `update attendees … where xmin = <that version>`, so it
// applies only if the attendee row is unchanged since the read. Every writer of an attendee's
// redeems, tokens or profile updates that row, so an unchanged row means the rules saw what is
// there now; a changed one writes nothing and the award is read and decided again (a few times,
// then under the row lock, alone).
// Both statements take a batch of awards (distinct attendees) and a single award is a batch of one.
// POST /api/redeems is a small group commit (≥ 1,000 awards/s on PostgreSQL): one batch at a time
// is in the database, and the awards that arrive meanwhile go out together in the next. Each
// award is still decided on its own by decideRedeem and written only if its attendee row is
// unchanged since that read, so it gets the answer it would get alone. When a batch statement
// fails, each of its awards runs alone (`attempt`), so one award's error is never another's.
import { sql } from 'drizzle-orm';
import type { Sponsorship } from '#contract/constants';
import type { Db, Tx } from '../db/client.ts';
import { FOREIGN_KEY_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors.ts';
import { runNamed } from '../db/statements.ts';
import type { AttendeeActivity, Catalogue } from '../achievements/rules.ts';
import {
  decideRedeem,
  tokensFor,
  utcDay,
  type BadgeWindow,
  type RedeemMode,
  type RedeemRefusal,
} from './rules.ts';
import {
  activityColumns,
  activityOf,
  catalogueOf,
  heldOf,
  type ActivityRow,
  type HeldBadge,
} from '../achievements/repo.ts';
import { lockAttendee } from '../db/balances.ts';
import { completeKey, type KeptAnswer } from '../db/idempotency.ts';

export type AwardInput = {
  attendeeId: string;
  badgeId: number;
  staffId: number | null;
  mode: RedeemMode;
  /** When the staff member or sponsor acted (Occurred-At), used for the gifting window. */
  at: Date;
};

export type AwardResult =
  | {
      kind: 'awarded';
      tokens: number;
      balance: number;
      /** The attendee's activity with this award, and the catalogue, as of the award's commit. */
      activity: AttendeeActivity;
      catalogue: Catalogue;
    }
  | { kind: 'attendee-not-found' }
  | { kind: 'badge-not-found' }
  | { kind: 'refused'; refusal: RedeemRefusal };

/** Reads and writes before falling back to the row lock; each lost race means another award won. */
const OPTIMISTIC_ATTEMPTS = 3;

/** Awards in one batch: PostgreSQL and PGlite take a json parameter of this many rows at ease. */
const BATCH_MAX = 128;

type Badge = BadgeWindow & { name: string; tokens: number };
type BadgeJson = [number, string, number, number, string, string, string, string];

type StateRow = ActivityRow & {
  i: number;
  version: string;
  badge: BadgeJson | null;
  sponsor: Sponsorship | null;
};

type State = { version: string; badge: Badge; sponsor: Sponsorship | null; held: HeldBadge[]; row: StateRow };

type Written = { balance: number; day: Date };

/** An award decided for writing: its state as read and the tokens it earns. */
type Decided = { input: AwardInput; keep: KeptAnswer | null; state: State; tokens: number };

/**
 * What the rules look at, for each award by index. An archived badge (issue 13) reads as none:
 * refused as an unknown id.
 */
async function readStates(db: Db | Tx, batch: readonly Pending[]): Promise<(State | AwardResult)[]> {
  const rows = await runNamed<StateRow>(
    db,
    'award_read',
    sql`
      select q.i, s.*
        from json_to_recordset(${JSON.stringify(
          batch.map(({ input }, i) => ({
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
  return batch.map((_, i) => stateOf(byIndex.get(i)));
}

function stateOf(row: StateRow | undefined): State | AwardResult {
  if (!row) return { kind: 'attendee-not-found' };
  if (!row.badge) return { kind: 'badge-not-found' };
  const [id, name, type, tokens, begin, end, beginBadge, endBadge] = row.badge;
  const badge = {
    id,
    name,
    type,
    tokens,
    begin: new Date(begin),
    end: new Date(end),
    beginBadge: new Date(beginBadge),
    endBadge: new Date(endBadge),
  };
  return { version: row.version, badge, sponsor: row.sponsor, held: heldOf(row), row };
}

/** The rules on what was read: an answer, or the award to write. */
function decide(
  input: AwardInput,
  keep: KeptAnswer | null,
  state: State | AwardResult,
): AwardResult | Decided {
  if (!('version' in state)) return state;
  const refusal = decideRedeem({ badge: state.badge, held: state.held, at: input.at, mode: input.mode });
  if (refusal) return { kind: 'refused', refusal };
  return { input, keep, state, tokens: tokensFor(state.badge.tokens, state.sponsor) };
}

/**
 * The write of many awards (distinct attendees) as one statement; by index, what was written. An
 * award whose attendee row changed since its read is absent and wrote nothing. Each award's `keep`
 * completes its idempotency key in the same statement, only when the award was written.
 */
async function writeAwards(db: Db | Tx, writes: readonly Decided[]): Promise<Map<number, Written>> {
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
  const rows = await runNamed<{ i: number; balance: number; occurred_at: string }>(
    db,
    'award_write',
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

function awardedOf({ state, tokens }: Decided, written: Written): AwardResult {
  // Never archived: an archived badge is refused before the write.
  const awarded = {
    ...state.badge,
    day: written.day,
    spotlighted: state.sponsor !== null,
    isArchived: false,
  };
  return {
    kind: 'awarded',
    tokens,
    balance: written.balance,
    activity: activityOf(state.row, [...state.held, awarded]),
    catalogue: catalogueOf(state.row),
  };
}

/** An award waiting for its answer; 'stale' when its attendee changed between the read and the write. */
type Pending = {
  input: AwardInput;
  keep: KeptAnswer | null;
  settle: (result: AwardResult | 'stale') => void;
};

/**
 * Reads, decides and writes a batch of awards (distinct attendees), settling each. When a statement
 * fails, `failed` gets the awards it left unsettled (a refused award was answered already).
 */
async function decideAndWrite<T extends Pending>(
  db: Db | Tx,
  batch: readonly T[],
  failed: (unsettled: readonly T[], err: unknown) => Promise<void>,
): Promise<void> {
  let states: (State | AwardResult)[];
  try {
    states = await readStates(db, batch);
  } catch (err) {
    return failed(batch, err);
  }
  const writes: (Decided & { item: T })[] = [];
  batch.forEach((item, i) => {
    const decided = decide(item.input, item.keep, states[i]!);
    if ('state' in decided) writes.push({ ...decided, item });
    else item.settle(decided);
  });
  if (writes.length === 0) return;
  // Attendee order: concurrent batches (other processes) lock their rows in the same order.
  writes.sort((a, b) => (a.input.attendeeId < b.input.attendeeId ? -1 : 1));
  let written: Map<number, Written>;
  try {
    written = await writeAwards(db, writes);
  } catch (err) {
    const unsettled = writes.map((w) => w.item);
    return failed(unsettled, err);
  }
  writes.forEach((w, i) => {
    const done = written.get(i);
    w.item.settle(done ? awardedOf(w, done) : 'stale');
  });
}

/** Only a writer that left the attendee row alone could get there first: the award is read again. */
function isLostRace(err: unknown): boolean {
  if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) === 'unique_attendee_badge') return true;
  // The console deleted the badge (it had no history yet) after the read: read again, and answer
  // it as gone.
  return pgErrorCode(err) === FOREIGN_KEY_VIOLATION && pgConstraint(err) === 'redeems_badge_id_badges_id_fk';
}

/** One award alone: a batch of one. */
function attempt(db: Db | Tx, input: AwardInput, keep: KeptAnswer | null): Promise<AwardResult | 'stale'> {
  return new Promise((settle, fail) => {
    const lostRace = async (_: readonly Pending[], err: unknown) => {
      if (!isLostRace(err)) throw err;
      settle('stale');
    };
    decideAndWrite(db, [{ input, keep, settle }], lostRace).catch(fail);
  });
}

/**
 * The award inside a transaction the caller already holds (the wheel's Lucky Streak prize, a
 * referral). Locks the attendee row, which the caller may already hold. `onAwarded` runs in the
 * same transaction only when the badge was awarded.
 */
export async function awardBadgeInTx(
  tx: Tx,
  input: AwardInput,
  onAwarded?: (tx: Tx) => Promise<void>,
): Promise<AwardResult> {
  if (!(await lockAttendee(tx, input.attendeeId))) return { kind: 'attendee-not-found' };
  const result = await attempt(tx, input, null);
  if (result === 'stale') throw new Error(`attendee ${input.attendeeId} changed under its own row lock`);
  if (result.kind === 'awarded') await onAwarded?.(tx);
  return result;
}

/** The award decided under the attendee's row lock, the answer kept in the same transaction. */
function awardUnderLock(db: Db, input: AwardInput, keep: KeptAnswer | null): Promise<AwardResult> {
  return db.transaction((tx) =>
    awardBadgeInTx(
      tx,
      input,
      keep ? (inner) => completeKey(inner, keep, keep.status, keep.body, keep.now) : undefined,
    ),
  );
}

type Queued = Pending & { fail: (err: unknown) => void };

export type AwardBatcher = {
  /** An award, its read and its write shared with the awards around it. */
  award: (input: AwardInput, keep: KeptAnswer | null) => Promise<AwardResult>;
};

/**
 * POST /api/redeems's awards in batches. A batch holds an attendee at most once and takes each
 * attendee's awards in arrival order; an award that lost its race 3 times is decided under the
 * row lock, alone.
 */
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
    void decideAndWrite(db, batch, alone)
      .catch((err: unknown) => batch.forEach((item) => item.fail(err)))
      .finally(() => {
        isBusy = false;
        schedule();
      });
  }

  /**
   * After a batch statement failed: when PostgreSQL refused it (so nothing of it was written),
   * each award runs on its own; any other failure is every award's.
   */
  async function alone(items: readonly Queued[], err: unknown): Promise<void> {
    if (pgErrorCode(err) === null) {
      for (const item of items) item.fail(err);
      return;
    }
    await Promise.all(items.map((item) => attempt(db, item.input, item.keep).then(item.settle, item.fail)));
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
