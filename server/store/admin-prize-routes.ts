// The console's wheel prizes (issue 13): the catalogue's list (with the wheel's total
// probability), create (probability 0), edit and remove (archived instead once won; refused while
// it has odds) of admin/catalogue-routes.ts, and PUT new odds for several prizes at once (refused
// unless the wheel adds up to exactly 1). Admin staff only (gate in admin/routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import * as wire from '../contract/catalogue-admin.ts';
import * as repo from './admin-prize-repo.ts';
import { decidePrize, totalProbability, type PrizeValues } from '../admin/rules.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { catalogueChanged, stampOf } from '../admin/common.ts';
import { registerCatalogueRoutes } from '../admin/catalogue-routes.ts';
import { consolePrizeJson } from './admin-json.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/prizes`;

const prizeInput = (body: wire.PrizeEditBody): Partial<PrizeValues> => ({
  name: body.name,
  stock: body.stock,
  maxAmountPerAttendee: body.max_amount_per_attendee,
  isRedeemable: body.is_redeemable,
  isNothing: body.is_nothing,
});

export const consolePrizeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  async function list(): Promise<wire.ConsolePrizeListReply> {
    const rows = await repo.listConsolePrizes(ctx.db);
    return {
      data: rows.map((row) => consolePrizeJson(row, ctx.links)),
      total_probability: totalProbability(rows.filter((row) => row.archivedAt === null)),
    };
  }

  registerCatalogueRoutes(base, ctx, {
    kind: 'prizes',
    schemas: {
      create: wire.PrizeCreateBody,
      edit: wire.PrizeEditBody,
      list: wire.ConsolePrizeListReply,
      one: wire.ConsolePrizeReply,
    },
    list,
    find: repo.findConsolePrize,
    json: consolePrizeJson,
    decideNew: (body) =>
      decidePrize<PrizeValues>(null, {
        name: body.name,
        stock: body.stock,
        maxAmountPerAttendee: body.max_amount_per_attendee,
        isRedeemable: body.is_redeemable ?? false,
        isNothing: body.is_nothing ?? false,
      }),
    inputOf: prizeInput,
    decide: decidePrize,
    create: repo.createPrize,
    edit: repo.editPrize,
    remove: repo.removePrize,
  });

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
};
