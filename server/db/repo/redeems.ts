// Awarding a badge (provider-api.md §4): the redeem, tokens (times the spotlight multiplier while the
// badge's company is in the spotlight), +1 entry and the daily snapshot, all or nothing.
// NOTE: an award is two statements, a read and a write (DESIGN.md §7, awards per second). The read
// takes the attendee row's version (`xmin`) with everything the rules look at; the write is one
// statement whose every part hangs on `update attendees … where xmin = <that version>`, so it
// applies only if the attendee row is unchanged since the read. Every writer of an attendee's
// redeems, tokens or profile updates that row, so an unchanged row means the rules saw what is
// there now; a changed one writes nothing and the award is read and decided again (a few times,
// then under the row lock, as awardBadgeInTx does inside another transaction). POST /api/redeems
// runs the same read and write for many awards at once (repo/redeem-batches.ts); `attempt` here
// is one award alone.
import { sql, type SQL } from 'drizzle-orm';
import type { Sponsorship } from '#contract/constants';
import type { Db, Tx } from '../client.ts';
import { FOREIGN_KEY_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../errors.ts';
import { runNamed } from '../statements.ts';
import type { AttendeeActivity, Catalogue } from '../../domain/achievements.ts';
import {
  decideRedeem,
  tokensFor,
  utcDay,
  type BadgeWindow,
  type RedeemMode,
  type RedeemRefusal,
} from '../../domain/redeems.ts';
import {
  activityColumns,
  activityOf,
  catalogueOf,
  heldOf,
  type ActivityRow,
  type HeldBadge,
} from './achievements.ts';
import { lockAttendee } from './balances.ts';
import { completeKey, completeKeySql, type KeptAnswer } from './idempotency.ts';

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
export const OPTIMISTIC_ATTEMPTS = 3;

type Badge = BadgeWindow & { name: string; tokens: number };
type BadgeJson = [number, string, number, number, string, string, string, string];

export type StateRow = ActivityRow & {
  version: string;
  badge: BadgeJson | null;
  sponsor: Sponsorship | null;
};

export type Written = { balance: number; day: Date };

export type State = {
  version: string;
  badge: Badge;
  sponsor: Sponsorship | null;
  held: HeldBadge[];
  row: StateRow;
};

/** What the rules look at. An archived badge (issue 13) reads as none: refused as an unknown id. */
async function readState(db: Db | Tx, input: AwardInput): Promise<State | AwardResult> {
  const [row] = await runNamed<StateRow>(
    db,
    'award_read',
    sql`
      select a.xmin::text as version, ${activityColumns},
        (select json_build_array(b.id, b.name, b.type, b.tokens, b.begin, b."end", b.begin_badge, b.end_badge)
           from badges b where b.id = ${input.badgeId} and b.archived_at is null) as badge,
        (select c.sponsorship from spotlights s join companies c on c.badge_id = s.badge_id
          where s.badge_id = ${input.badgeId} and s."end" >= ${input.at.toISOString()}::timestamptz
          limit 1) as sponsor
      from attendees a where a.id = ${input.attendeeId}`,
  );
  return stateOf(row);
}

export function stateOf(row: StateRow | undefined): State | AwardResult {
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

/**
 * The write as one statement; null when the attendee row is no longer at `version` (then nothing
 * was written). `keep` completes the idempotency key in the same statement.
 */
async function writeAward(
  db: Db | Tx,
  input: AwardInput,
  state: State,
  tokens: number,
  keep: KeptAnswer | null,
): Promise<Written | null> {
  const kept: SQL = keep ? sql`, k as (${completeKeySql(keep, sql`exists (select 1 from a)`)})` : sql``;
  const [row] = await runNamed<{ balance: number; occurred_at: string }>(
    db,
    keep ? 'award_write_kept' : 'award_write',
    sql`
      with a as (
        update attendees
           set token_balance = token_balance + ${tokens}, entries = entries + 1,
               updated_at = (now() at time zone 'utc')
         where id = ${input.attendeeId} and xmin = ${state.version}::xid
        returning token_balance
      ), r as (
        insert into redeems (badge_id, attendee_id, staff_id, spotlighted, occurred_at)
        select ${state.badge.id}::int, ${input.attendeeId}::uuid, ${input.staffId}::bigint,
               ${state.sponsor !== null}::boolean, ${input.at.toISOString()}::timestamptz
          from a
        returning occurred_at
      ), d as (
        insert into daily_tokens (attendee_id, day, quantity)
        select ${input.attendeeId}::uuid, ${utcDay(input.at).toISOString()}::timestamptz, token_balance from a
        on conflict (attendee_id, day)
        do update set quantity = excluded.quantity, updated_at = (now() at time zone 'utc')
      )${kept}
      select a.token_balance as balance, (select to_json(occurred_at) from r) as occurred_at from a`,
  );
  return row ? { balance: row.balance, day: new Date(row.occurred_at) } : null;
}

/** Reads, decides, writes; 'stale' when the attendee changed between the read and the write. */
export async function attempt(
  db: Db | Tx,
  input: AwardInput,
  keep: KeptAnswer | null,
): Promise<AwardResult | 'stale'> {
  const state = await readState(db, input);
  if (!('version' in state)) return state;
  const { badge, sponsor, held } = state;
  const refusal = decideRedeem({ badge, held, at: input.at, mode: input.mode });
  if (refusal) return { kind: 'refused', refusal };
  const tokens = tokensFor(badge.tokens, sponsor);
  const written = await writeAward(db, input, state, tokens, keep).catch((err: unknown) => {
    // Only a writer that left the attendee row alone could get here first; read again.
    if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) === 'unique_attendee_badge') return null;
    // The console deleted the badge (it had no history yet) after the read: read again, and
    // answer it as gone.
    if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION && pgConstraint(err) === 'redeems_badge_id_badges_id_fk') {
      return null;
    }
    throw err;
  });
  if (!written) return 'stale';
  return awardedOf(state, tokens, written);
}

export function awardedOf(state: State, tokens: number, written: Written): AwardResult {
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
export function awardUnderLock(db: Db, input: AwardInput, keep: KeptAnswer | null): Promise<AwardResult> {
  return db.transaction((tx) =>
    awardBadgeInTx(
      tx,
      input,
      keep ? (inner) => completeKey(inner, keep, keep.status, keep.body, keep.now) : undefined,
    ),
  );
}
