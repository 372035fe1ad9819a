// The console's wheel prizes (issue 13): GET the list (archived too) with the wheel's total
// probability, POST a prize (probability 0), PATCH its fields or `archived`, PUT new odds for
// several prizes at once (refused unless the wheel adds up to exactly 1), DELETE (archived
// instead once won; refused while it has odds). Admin staff only (gate in admin/routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/catalogue-admin.ts';
import * as repo from './admin-prize-repo.ts';
import { decidePrize, totalProbability } from '../admin/rules.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { catalogueChanged, refuseTakenName, settled, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { consolePrizeJson } from '../admin/json.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/prizes`;

const prizeInput = (body: wire.PrizeEditBody): Partial<repo.PrizeValues> => ({
  name: body.name,
  stock: body.stock,
  maxAmountPerAttendee: body.max_amount_per_attendee,
  isRedeemable: body.is_redeemable,
  isNothing: body.is_nothing,
});

export const consolePrizeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const images = createUploadStore(uploadsRoot(ctx.config), ctx.db);

  async function list(): Promise<wire.ConsolePrizeListReply> {
    const rows = await repo.listConsolePrizes(ctx.db);
    return {
      data: rows.map((row) => consolePrizeJson(row, ctx.links)),
      total_probability: totalProbability(rows.filter((row) => row.archivedAt === null)),
    };
  }

  async function answer(id: number) {
    const row = await repo.findConsolePrize(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: consolePrizeJson(row, ctx.links) };
  }

  app.get(PATH, { schema: { response: replies({ 200: wire.ConsolePrizeListReply }) } }, list);

  app.post(
    PATH,
    {
      config: FIELD_ERRORS,
      schema: { body: wire.PrizeCreateBody, response: replies({ 201: wire.ConsolePrizeReply }) },
    },
    async (request, reply) => {
      const body = request.body;
      const decided = decidePrize<repo.PrizeValues>(null, {
        name: body.name,
        stock: body.stock,
        maxAmountPerAttendee: body.max_amount_per_attendee,
        isRedeemable: body.is_redeemable ?? false,
        isNothing: body.is_nothing ?? false,
      });
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      await refuseTakenName(ctx, 'prizes', decided.value.name, null);
      const created = await repo.createPrize(ctx.db, decided.value, stampOf(request, ctx));
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
        body: wire.PrizeEditBody,
        response: replies({ 200: wire.ConsolePrizeReply }),
      },
    },
    async (request) => {
      const id = intId(request.params.id);
      const input = prizeInput(request.body);
      await refuseTakenName(ctx, 'prizes', input.name, id);
      const edit = { decide: (current: repo.PrizeValues) => decidePrize(current, input) };
      const stamp = stampOf(request, ctx);
      settled(await repo.editPrize(ctx.db, id, { ...edit, archived: request.body.archived }, stamp));
      catalogueChanged(ctx);
      return answer(id);
    },
  );

  app.put(
    `${PATH}/odds`,
    {
      config: FIELD_ERRORS,
      schema: { body: wire.PrizeOddsBody, response: replies({ 200: wire.ConsolePrizeListReply }) },
    },
    async (request) => {
      const result = await repo.setOdds(ctx.db, request.body.odds, stampOf(request, ctx));
      if (result.kind === 'refused') throw new Refusal('invalid-fields', result.errors);
      catalogueChanged(ctx);
      return list();
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: IdParams, response: replies({ 200: wire.RemovalReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const result = await repo.removePrize(ctx.db, id, stampOf(request, ctx));
      if (result.kind !== 'ok') return settled(result);
      if (result.outcome === 'deleted') await images.removeCatalogueImages('prizes', id);
      catalogueChanged(ctx);
      return { outcome: result.outcome };
    },
  );
};
