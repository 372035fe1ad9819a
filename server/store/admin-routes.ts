// The console's store items (issue 13): GET the list (archived too), POST an item, PATCH any of
// its fields or `archived`, DELETE (archived instead once bought). Admin staff only (the gate is
// registered by admin/routes.ts). Pictures: admin/image-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/catalogue-admin.ts';
import * as repo from './admin-repo.ts';
import { decideNamed } from '../admin/rules.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { catalogueChanged, refuseTakenName, settled, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { consoleProductJson } from '../admin/json.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/products`;

const itemInput = (body: wire.ProductEditBody): Partial<repo.ItemValues> => ({
  name: body.name,
  description: body.description,
  price: body.price,
  stock: body.stock,
  maxPerUser: body.max_per_user,
  isRedeemable: body.is_redeemable,
});

export const consoleStoreRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const images = createUploadStore(uploadsRoot(ctx.config), ctx.db);

  async function answer(id: number) {
    const row = await repo.findConsoleItem(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: consoleProductJson(row, ctx.links) };
  }

  app.get(PATH, { schema: { response: replies({ 200: wire.ConsoleProductListReply }) } }, async () => ({
    data: (await repo.listConsoleItems(ctx.db)).map((row) => consoleProductJson(row, ctx.links)),
  }));

  app.post(
    PATH,
    {
      config: FIELD_ERRORS,
      schema: { body: wire.ProductCreateBody, response: replies({ 201: wire.ConsoleProductReply }) },
    },
    async (request, reply) => {
      const body = request.body;
      const decided = decideNamed<repo.ItemValues>(null, {
        ...itemInput(body),
        isRedeemable: body.is_redeemable ?? true,
      });
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      await refuseTakenName(ctx, 'products', decided.value.name, null);
      const created = await repo.createItem(ctx.db, decided.value, stampOf(request, ctx));
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
        body: wire.ProductEditBody,
        response: replies({ 200: wire.ConsoleProductReply }),
      },
    },
    async (request) => {
      const id = intId(request.params.id);
      const input = itemInput(request.body);
      await refuseTakenName(ctx, 'products', input.name, id);
      const edit = { decide: (current: repo.ItemValues) => decideNamed(current, input) };
      const stamp = stampOf(request, ctx);
      settled(await repo.editItem(ctx.db, id, { ...edit, archived: request.body.archived }, stamp));
      catalogueChanged(ctx);
      return answer(id);
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: IdParams, response: replies({ 200: wire.RemovalReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const result = await repo.removeItem(ctx.db, id, stampOf(request, ctx));
      if (result.kind !== 'ok') return settled(result);
      if (result.outcome === 'deleted') await images.removeCatalogueImages('products', id);
      catalogueChanged(ctx);
      return { outcome: result.outcome };
    },
  );
};
