// The routes every catalogue table of the console shares (issues 13 and 25): GET the list
// (archived too), POST a row, PATCH any of its fields or `archived`, DELETE (archived instead when
// it has history). A badge, a store item and a wheel prize each register these once, with their
// own schemas, JSON and decisions; what only one has (the wheel's odds) stays in its room. Admin
// staff only (the gate is registered by admin/routes.ts). Pictures: admin/image-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Static, TBoolean, TObject, TOptional, TSchema } from 'typebox';
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

/** Every table's edit body: its own fields and `archived` (catalogue-admin.ts's editOf). */
type EditSchema = TObject<{ archived: TOptional<TBoolean> }>;

export type CatalogueRoutes<Row, Values, Input, Create extends TSchema, Edit extends EditSchema> = {
  /** The path under the console and the table's name in name clashes and pictures. */
  kind: CatalogueKind;
  schemas: { create: Create; edit: Edit; list: TSchema; one: TSchema };
  /** The GET answer: `{data: [...]}`, and what else the table's list says (the wheel's total). */
  list: () => Promise<unknown>;
  find: (db: Db, id: number) => Promise<Row | null>;
  json: (row: Row, links: Links) => unknown;
  /** A new row's values from its body, the defaults of the fields left out included. */
  decideNew: (body: Static<Create>) => Decision<Values>;
  /** An edit's fields as the table's rule reads them, its new name (undefined: kept) among them. */
  inputOf: (body: Static<Edit>) => Input;
  /** The table's rule: the current values as the edit changes them, or the fields it refuses. */
  decide: (current: Values, input: Input) => Decision<Values>;
  create: (db: Db, values: Values, stamp: AuditStamp) => Promise<{ id: number }>;
  edit: (db: Db, id: number, edit: CatalogueEdit<Values>, stamp: AuditStamp) => Promise<EditResult<unknown>>;
  remove: (db: Db, id: number, stamp: AuditStamp) => Promise<RemoveResult>;
};

export function registerCatalogueRoutes<
  Row,
  Values extends { name: string },
  Input extends { name?: string },
  C extends TSchema,
  E extends EditSchema,
>(base: FastifyInstance, ctx: AppContext, table: CatalogueRoutes<Row, Values, Input, C, E>): void {
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
      const input = table.inputOf(body);
      await refuseTakenName(ctx, kind, input.name, id);
      const edit = { decide: (current: Values) => table.decide(current, input), archived: body.archived };
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
