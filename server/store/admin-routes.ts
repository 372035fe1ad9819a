// The console's store items (issue 13): the catalogue's list, create, edit and remove
// (admin/catalogue-routes.ts), archived instead once bought. Pictures: admin/image-routes.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../plugins/app-context.ts';
import * as wire from '../contract/catalogue-admin.ts';
import * as repo from './admin-repo.ts';
import { decideNamed, type ItemValues } from '../admin/rules.ts';
import { registerCatalogueRoutes } from '../admin/catalogue-routes.ts';
import { consoleProductJson } from './admin-json.ts';

const itemInput = (body: wire.ProductEditBody): Partial<ItemValues> => ({
  name: body.name,
  description: body.description,
  price: body.price,
  stock: body.stock,
  maxPerUser: body.max_per_user,
  isRedeemable: body.is_redeemable,
});

export const consoleStoreRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  registerCatalogueRoutes(app, ctx, {
    kind: 'products',
    schemas: {
      create: wire.ProductCreateBody,
      edit: wire.ProductEditBody,
      list: wire.ConsoleProductListReply,
      one: wire.ConsoleProductReply,
    },
    list: async () => ({
      data: (await repo.listConsoleItems(ctx.db)).map((row) => consoleProductJson(row, ctx.links)),
    }),
    find: repo.findConsoleItem,
    json: consoleProductJson,
    decideNew: (body) =>
      decideNamed<ItemValues>(null, { ...itemInput(body), isRedeemable: body.is_redeemable ?? true }),
    inputOf: itemInput,
    decide: decideNamed,
    create: repo.createItem,
    edit: repo.editItem,
    remove: repo.removeItem,
  });
};
