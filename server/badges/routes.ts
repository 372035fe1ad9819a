// GET /api/badges and GET /api/badges/:id (provider-api.md §3 "Badges"), for any signed-in caller.
// What the list holds depends on the caller (badges/rules.ts); the show lists registered owners,
// with emails only for staff and the owner (domain/privacy.ts). With `?limit=N` (issue 28, our
// client; contract/pages.ts) the show answers one page of owners, their total and the next cursor.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { BadgeListReply, BadgeShowReply } from '../contract/badges.ts';
import { IdParams, replies } from '../contract/common.ts';
import { BadgePageQuery, PAGE_LIMIT_MAX, type BadgePageReply } from '../contract/pages.ts';
import { ownersPage } from '../db/bounded-reads.ts';
import { decodeOwnerCursor, encodeOwnerCursor, pageSizeOf } from '../domain/page-cursor.ts';
import { JSON_TYPE } from '../plugins/prepared-answer.ts';
import * as repo from './repo.ts';
import { isShownById, selectVisibleBadges, viewerOf } from './rules.ts';
import { withVisibleEmail, withVisibleName } from '../domain/privacy.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { intId } from '../plugins/ids.ts';
import { attendeeSimple, badgeJson, withFileLinks } from '../accounts/attendee-json.ts';
import { BADGES_PATH, BADGE_PATH } from '#contract/paths';

export const badgeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    BADGES_PATH,
    { onRequest: app.authenticate, schema: { response: replies({ 200: BadgeListReply }) } },
    async (request): Promise<BadgeListReply> => {
      const viewer = viewerOf(callerOf(request));
      const [all, ownedSecrets] = await Promise.all([
        repo.listBadges(ctx.db),
        viewer === 'public' ? repo.ownedSecretBadgeIds(ctx.db) : new Set<number>(),
      ]);
      return {
        data: selectVisibleBadges(viewer, all, ownedSecrets, ctx.now()).map((b) => badgeJson(b, ctx.links)),
      };
    },
  );

  app.get(
    BADGE_PATH,
    {
      onRequest: app.authenticate,
      schema: { params: IdParams, querystring: BadgePageQuery, response: replies({ 200: BadgeShowReply }) },
    },
    async (request, reply): Promise<BadgeShowReply> => {
      const badge = await repo.findBadgeRecord(ctx.db, intId(request.params.id));
      if (!badge) throw new Refusal('not-found');
      const caller = callerOf(request);
      const { limit, after } = request.query;
      if (limit !== undefined) {
        const size = pageSizeOf(limit, PAGE_LIMIT_MAX);
        if (size === null) throw new Refusal('bad-request');
        const cursor = after === undefined ? null : decodeOwnerCursor(after);
        if (cursor === null && after !== undefined) throw new Refusal('bad-request');
        const viewerId = caller.type === 'attendee' ? caller.attendeeId : null;
        const page = await ownersPage(ctx.db, badge.id, { limit: size, after: cursor, viewerId });
        if (!isShownById(viewerOf(caller), badge.type, page.isHeldBy)) throw new Refusal('not-found');
        const owners = page.rows.map((a) =>
          attendeeSimple(
            withVisibleName(
              caller,
              withVisibleEmail(
                caller,
                withFileLinks(a, ctx.links, caller.type === 'staff' || a.id === viewerId),
              ),
            ),
          ),
        );
        const body: BadgePageReply = {
          data: { ...badgeJson(badge, ctx.links), attendees: owners },
          total: page.total,
          next: page.next === null ? null : encodeOwnerCursor(page.next),
          held: page.isHeldBy,
        };
        // NOTE: sent as a string: the route's response schema is the provider's, which would drop
        // the page's keys.
        return reply.type(JSON_TYPE).send(JSON.stringify(body) as never);
      }
      const owners = (await repo.registeredOwners(ctx.db, badge.id)).map((a) =>
        withFileLinks(
          a,
          ctx.links,
          caller.type === 'staff' || (caller.type === 'attendee' && caller.attendeeId === a.id),
        ),
      );
      const isOwner = caller.type === 'attendee' && owners.some((o) => o.id === caller.attendeeId);
      if (!isShownById(viewerOf(caller), badge.type, isOwner)) throw new Refusal('not-found');
      const attendees = owners.map((owner) =>
        attendeeSimple(withVisibleName(caller, withVisibleEmail(caller, owner))),
      );
      return { data: { ...badgeJson(badge, ctx.links), attendees } };
    },
  );
};
