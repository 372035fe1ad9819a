// The console's badges (issue 13): GET the list (archived too), POST a badge, PATCH any of its
// fields or `archived`, DELETE (archived instead when it has history). Admin staff only (the
// gate is registered by admin/routes.ts). Pictures: admin/image-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/catalogue-admin.ts';
import * as repo from './admin-repo.ts';
import { decideBadge } from '../admin/rules.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { catalogueChanged, refuseTakenName, settled, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { consoleBadgeJson } from '../admin/json.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/badges`;

/** The contract's snake_case fields as the domain's, times left as wire text for decideBadge. */
function badgeInput(body: wire.BadgeEditBody) {
  const { counts_for_day: countsForDay, archived: _archived, ...rest } = body;
  return { ...rest, countsForDay };
}

export const consoleBadgeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const images = createUploadStore(uploadsRoot(ctx.config), ctx.db);

  async function answer(id: number) {
    const row = await repo.findConsoleBadge(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: consoleBadgeJson(row, ctx.links) };
  }

  app.get(PATH, { schema: { response: replies({ 200: wire.ConsoleBadgeListReply }) } }, async () => ({
    data: (await repo.listConsoleBadges(ctx.db)).map((row) => consoleBadgeJson(row, ctx.links)),
  }));

  app.post(
    PATH,
    {
      config: FIELD_ERRORS,
      schema: { body: wire.BadgeCreateBody, response: replies({ 201: wire.ConsoleBadgeReply }) },
    },
    async (request, reply) => {
      const decided = decideBadge(null, badgeInput(request.body));
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      await refuseTakenName(ctx, 'badges', decided.value.name, null);
      const created = await repo.createBadge(ctx.db, decided.value, stampOf(request, ctx));
      catalogueChanged(ctx);
      return reply.code(201).send(await answer(created.id));
    },
  );

  app.patch(
    `${PATH}/:id`,
    {
      config: FIELD_ERRORS,
      schema: {
        params: IdParams,
        body: wire.BadgeEditBody,
        response: replies({ 200: wire.ConsoleBadgeReply }),
      },
    },
    async (request) => {
      const id = intId(request.params.id);
      const input = badgeInput(request.body);
      await refuseTakenName(ctx, 'badges', input.name, id);
      const edit = { decide: (current: Parameters<typeof decideBadge>[0]) => decideBadge(current, input) };
      settled(
        await repo.editBadge(ctx.db, id, { ...edit, archived: request.body.archived }, stampOf(request, ctx)),
      );
      catalogueChanged(ctx);
      return answer(id);
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: IdParams, response: replies({ 200: wire.RemovalReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const result = await repo.removeBadge(ctx.db, id, stampOf(request, ctx));
      if (result.kind !== 'ok') return settled(result);
      if (result.outcome === 'deleted') await images.removeCatalogueImages('badges', id);
      catalogueChanged(ctx);
      return { outcome: result.outcome };
    },
  );
};
