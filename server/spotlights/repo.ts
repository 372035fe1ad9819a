// Spotlights (provider-api.md §3 "Spotlights", §4): the one spotlight row, the companies' counts,
// and a start in one transaction. The row is a singleton: a start updates it, or inserts it once.
// NOTE: a start first takes `spotlights` in SHARE ROW EXCLUSIVE mode, which conflicts with itself,
// so concurrent starts run one after another and each sees the one before it (exactly one of 50
// parallel starts wins). Plain reads (the award's multiplier, GET /api/spotlight) are not blocked.
// Lock order: the table, then the company row. The CHECK on remaining_spotlights backs the count.
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Sponsorship } from '#contract/constants';
import type { Db, Tx } from '../db/client.ts';
import { companies } from '../db/schema/accounts.ts';
import { spotlights } from '../db/schema/contest.ts';
import { badges } from '../db/schema/badges.ts';
import { decideSpotlightStart, spotlightEnd, type SpotlightRefusal } from './rules.ts';

export type ActiveSpotlight = {
  companyId: number;
  name: string;
  badgeId: number;
  end: Date;
  sponsorship: Sponsorship;
};

const utcNow = sql`(now() at time zone 'utc')`;

/**
 * The spotlight running at `now` (its end not passed) with its company, or null. For the join
 * push, GET /api/spotlight and the award multiplier (`ceil(tokens × multiplier)`, §4).
 */
export async function activeSpotlight(db: Db | Tx, now: Date): Promise<ActiveSpotlight | null> {
  const [row] = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      badgeId: spotlights.badgeId,
      end: spotlights.end,
      sponsorship: companies.sponsorship,
    })
    .from(spotlights)
    .innerJoin(companies, eq(companies.badgeId, spotlights.badgeId))
    .where(gte(spotlights.end, now))
    .orderBy(asc(spotlights.id), asc(companies.id))
    .limit(1);
  return row ?? null;
}

export type SpotlightCompany = { id: number; name: string; remaining: number; end: Date | null };

/**
 * Every company with its remaining starts, least recently updated first (the provider's physical
 * row order, §3); `end` is set on the company of the spotlight row, even once it has ended.
 */
export async function listSpotlightCompanies(db: Db): Promise<SpotlightCompany[]> {
  const [row] = await db
    .select({ badgeId: spotlights.badgeId, end: spotlights.end })
    .from(spotlights)
    .orderBy(asc(spotlights.id))
    .limit(1);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      remaining: companies.remainingSpotlights,
      badgeId: companies.badgeId,
    })
    .from(companies)
    // An archived sponsor (its booth badge archived, issue 13) can no longer be spotlighted.
    .innerJoin(badges, and(eq(badges.id, companies.badgeId), isNull(badges.archivedAt)))
    .orderBy(asc(companies.updatedAt), asc(companies.id));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    remaining: c.remaining,
    end: row && row.badgeId === c.badgeId ? row.end : null,
  }));
}

export type StartResult =
  | { kind: 'started'; spotlight: { companyId: number; name: string; badgeId: number; end: Date } }
  | { kind: 'company-not-found' }
  | { kind: 'refused'; refusal: SpotlightRefusal };

/**
 * Puts a company in the spotlight for `minutes` from `now` and spends one of its starts.
 * `onStarted` runs inside the transaction, e.g. to keep the idempotent answer with the effect.
 */
export async function startSpotlight(
  db: Db,
  input: { companyId: number; minutes: number; now: Date },
  onStarted?: (tx: Tx) => Promise<void>,
): Promise<StartResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${spotlights} in share row exclusive mode`);
    const [company] = await tx
      .select({
        id: companies.id,
        name: companies.name,
        badgeId: companies.badgeId,
        remaining: companies.remainingSpotlights,
      })
      .from(companies)
      // An archived sponsor is answered as an unknown one, as its booth badge is on awards.
      .innerJoin(badges, and(eq(badges.id, companies.badgeId), isNull(badges.archivedAt)))
      .where(eq(companies.id, input.companyId))
      .for('update', { of: companies });
    if (!company) return { kind: 'company-not-found' };
    const [current] = await tx
      .select({ id: spotlights.id, end: spotlights.end })
      .from(spotlights)
      .orderBy(asc(spotlights.id))
      .limit(1);
    const refusal = decideSpotlightStart({
      current: current ?? null,
      remaining: company.remaining,
      now: input.now,
    });
    if (refusal) return { kind: 'refused', refusal };
    const end = spotlightEnd(input.now, input.minutes);
    await tx
      .update(companies)
      .set({ remainingSpotlights: sql`${companies.remainingSpotlights} - 1`, updatedAt: utcNow })
      .where(eq(companies.id, company.id));
    if (current) {
      await tx
        .update(spotlights)
        .set({
          badgeId: company.badgeId,
          end,
          lockVersion: sql`${spotlights.lockVersion} + 1`,
          updatedAt: utcNow,
        })
        .where(eq(spotlights.id, current.id));
    } else {
      await tx.insert(spotlights).values({ badgeId: company.badgeId, end });
    }
    await onStarted?.(tx);
    return {
      kind: 'started',
      spotlight: { companyId: company.id, name: company.name, badgeId: company.badgeId, end },
    };
  });
}
