// The routes every catalogue table of the console shares (issues 13 and 25): GET the list
// (archived too), POST a row, PATCH any of its fields or `archived`, DELETE (archived instead when
// it has history). A badge, a store item and a wheel prize each register these once, with their
// own schemas, JSON and decisions; what only one has (the wheel's odds) stays in its room. Admin
// staff only (the gate is registered by admin/routes.ts). Pictures: admin/image-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import type { Db } from '../db/client.ts';
import type { AuditStamp } from '../audit/repo.ts';
import { IdParams, replies } from '../contract/common.ts';
import { RemovalReply, type CatalogueKind } from '../contract/catalogue-admin.ts';
import type { Links } from '../uploads/links.ts';
import type { Decision } from './rules.ts';
import type { CatalogueEdit } from './catalogue-rows.ts';
import type { EditResult, RemoveResult } from './rows.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { catalogueChanged, refuseTakenName, settled, stampOf } from './common.ts';
import { intId } from '../plugins/ids.ts';
import { CONSOLE_PATH } from '#contract/paths';

export type CatalogueRoutes<Row, Values, Create extends TSchema, Edit extends TSchema> = {
  /** The path under the console and the table's name in name clashes and pictures. */
  kind: CatalogueKind;
  schemas: { create: Create; edit: Edit; list: TSchema; one: TSchema };
  /** The GET answer: `{data: [...]}`, and what else the table's list says (the wheel's total). */
  list: () => Promise<unknown>;
  find: (db: Db, id: number) => Promise<Row | null>;
  json: (row: Row, links: Links) => unknown;
  /** A new row's values from its body, the defaults of the fields left out included. */
  decideNew: (body: Static<Create>) => Decision<Values>;
  /** An edit's new name (undefined: kept) and how it changes the current values. */
  editOf: (body: Static<Edit>) => { name: string | undefined; decide: (current: Values) => Decision<Values> };
  archivedOf: (body: Static<Edit>) => boolean | undefined;
  create: (db: Db, values: Values, stamp: AuditStamp) => Promise<{ id: number }>;
  edit: (db: Db, id: number, edit: CatalogueEdit<Values>, stamp: AuditStamp) => Promise<EditResult<unknown>>;
  remove: (db: Db, id: number, stamp: AuditStamp) => Promise<RemoveResult>;
};

export function registerCatalogueRoutes<
  Row,
  Values extends { name: string },
  C extends TSchema,
  E extends TSchema,
>(base: FastifyInstance, ctx: AppContext, table: CatalogueRoutes<Row, Values, C, E>): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const images = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const { kind, schemas } = table;
  const path = `${CONSOLE_PATH}/${kind}`;

  async function answer(id: number) {
    const row = await table.find(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: table.json(row, ctx.links) };
  }

  app.get(path, { schema: { response: replies({ 200: schemas.list }) } }, table.list);

  app.post(
    path,
    { config: FIELD_ERRORS, schema: { body: schemas.create, response: replies({ 201: schemas.one }) } },
    async (request, reply) => {
      const decided = table.decideNew(request.body as Static<C>);
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      await refuseTakenName(ctx, kind, decided.value.name, null);
      const created = await table.create(ctx.db, decided.value, stampOf(request, ctx));
      catalogueChanged(ctx);
      return reply.code(201).send(await answer(created.id));
    },
  );

  app.patch(
    `${path}/:id`,
    {
      config: FIELD_ERRORS,
      schema: { params: IdParams, body: schemas.edit, response: replies({ 200: schemas.one }) },
    },
    async (request) => {
      const id = intId(request.params.id);
      const body = request.body as Static<E>;
      const { name, decide } = table.editOf(body);
      await refuseTakenName(ctx, kind, name, id);
      const edit = { decide, archived: table.archivedOf(body) };
      settled(await table.edit(ctx.db, id, edit, stampOf(request, ctx)));
      catalogueChanged(ctx);
      return answer(id);
    },
  );

  app.delete(
    `${path}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      const id = intId(request.params.id);
      const result = await table.remove(ctx.db, id, stampOf(request, ctx));
      if (result.kind !== 'ok') return settled(result);
      if (result.outcome === 'deleted') await images.removeCatalogueImages(kind, id);
      catalogueChanged(ctx);
      return { outcome: result.outcome };
    },
  );
}
