// The console's badges (issue 13): the catalogue's list, create, edit and remove
// (admin/catalogue-routes.ts), archived instead when it has history. Pictures: admin/image-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../plugins/app-context.ts';
import * as wire from '../contract/catalogue-admin.ts';
import * as repo from './admin-repo.ts';
import { decideBadge } from '../admin/rules.ts';
import { registerCatalogueRoutes } from '../admin/catalogue-routes.ts';
import { consoleBadgeJson } from './admin-json.ts';

/** The contract's snake_case fields as the domain's, times left as wire text for decideBadge. */
function badgeInput(body: wire.BadgeEditBody) {
  const { counts_for_day: countsForDay, archived: _archived, ...rest } = body;
  return { ...rest, countsForDay };
}

export const consoleBadgeRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  registerCatalogueRoutes(app, ctx, {
    kind: 'badges',
    schemas: {
      create: wire.BadgeCreateBody,
      edit: wire.BadgeEditBody,
      list: wire.ConsoleBadgeListReply,
      one: wire.ConsoleBadgeReply,
    },
    list: async () => ({
      data: (await repo.listConsoleBadges(ctx.db)).map((row) => consoleBadgeJson(row, ctx.links)),
    }),
    find: repo.findConsoleBadge,
    json: consoleBadgeJson,
    decideNew: (body) => decideBadge(null, badgeInput(body)),
    inputOf: badgeInput,
    decide: decideBadge,
    create: repo.createBadge,
    edit: repo.editBadge,
    remove: repo.removeBadge,
  });
};
