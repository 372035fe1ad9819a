// GET /api/admin/console/dashboard (issue 13): the live dashboard's counts, read by admin staff
// every few seconds (the gate is registered by admin/routes.ts). Awards and sign-ups over the
// last 24 hours or the event's days, booth scans, top badges, store sales and stock, tokens, and
// how late the outboxes' writes arrived.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { LATE_WRITE_SECONDS } from '../contract/constants.ts';
import { DashboardQuery, DashboardReply, type Series } from '../contract/dashboard.ts';
import * as repo from './repo.ts';
import { decideFrames, fillSeries, type Frame } from './rules.ts';
import { utcIso } from '../domain/json-dates.ts';
import { CONSOLE_PATH } from '#contract/paths';

const seriesJson = (frame: Frame, counted: repo.Bucketed[]): Series => ({
  start: utcIso(frame.start),
  bucket_minutes: frame.bucketMs / 60_000,
  counts: fillSeries(frame, counted),
});

export const consoleDashboardRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `${CONSOLE_PATH}/dashboard`,
    { schema: { querystring: DashboardQuery, response: replies({ 200: DashboardReply }) } },
    async (request) => {
      const now = ctx.now();
      const window = request.query.window ?? 'day';
      const frames = decideFrames(window, now, { start: ctx.config.eventStart, days: ctx.config.eventDays });
      // One snapshot on one connection: the cards agree with each other, and a dashboard read
      // never holds several of the pool's connections that awards are waiting for.
      const read = await ctx.db.transaction(
        async (tx) => ({
          awards: await repo.awardsIn(tx, frames.awards),
          signups: await repo.signupsIn(tx, frames.signups),
          totals: await repo.totals(tx),
          booths: await repo.booths(tx),
          topBadges: await repo.topBadges(tx),
          products: await repo.products(tx),
          late: await repo.lateWrites(tx, LATE_WRITE_SECONDS),
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const { awards, signups, totals, booths, topBadges, products, late } = read;
      return {
        generated_at: utcIso(now),
        window,
        awards: seriesJson(frames.awards, awards),
        signups: seriesJson(frames.signups, signups),
        totals: { awards: totals.awards, cards: totals.cards, registered: totals.registered },
        booths: booths.map((b) => ({ company_id: b.companyId, name: b.name, tier: b.tier, scans: b.scans })),
        top_badges: topBadges,
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price,
          stock: p.stock,
          sold: p.sold,
          collected: p.collected,
          is_archived: p.isArchived,
        })),
        tokens: {
          in_circulation: totals.inCirculation,
          spent_in_store: totals.spentInStore,
          bet_in_slots: totals.betInSlots,
        },
        outbox: {
          late_count: late.lateCount,
          oldest: late.oldest && {
            lag_seconds: late.oldest.lagSeconds,
            occurred_at: utcIso(late.oldest.occurredAt),
            received_at: utcIso(late.oldest.receivedAt),
            badge: late.oldest.badge,
          },
        },
      };
    },
  );
};
