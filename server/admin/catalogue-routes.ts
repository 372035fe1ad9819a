// The console table's routes (admin/table-routes.ts) as every catalogue table has them (issues 13
// and 25): the list shows archived rows too, a PATCH may change any field or `archived`, a name
// another row holds is refused, a write drops what caches the catalogue, and a deleted row's
// pictures go with it. A badge, a store item and a wheel prize each register these once, with
// their own schemas, JSON and decisions; what only one has (the wheel's odds) stays in its room.
// Pictures: admin/image-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Static, TBoolean, TObject, TOptional, TSchema } from 'typebox';
import type { AppContext } from '../plugins/app-context.ts';
import type { Db } from '../db/client.ts';
import type { AuditStamp } from '../audit/repo.ts';
import type { CatalogueKind } from '../contract/catalogue-admin.ts';
import type { Links } from '../uploads/links.ts';
import type { Decision } from './rules.ts';
import type { CatalogueEdit } from './catalogue-rows.ts';
import type { EditResult, RemoveResult } from './rows.ts';
import { Refusal } from '../plugins/errors.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { catalogueChanged, refuseTakenName, settled } from './common.ts';
import { registerTableRoutes } from './table-routes.ts';
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
>(app: FastifyInstance, ctx: AppContext, table: CatalogueRoutes<Row, Values, Input, C, E>): void {
  const images = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const { kind } = table;

  registerTableRoutes(app, ctx, {
    path: `${CONSOLE_PATH}/${kind}`,
    idOf: intId,
    schemas: table.schemas,
    hasFieldErrors: true,
    list: table.list,
    find: async (id) => {
      const row = await table.find(ctx.db, id);
      return row === null ? null : table.json(row, ctx.links);
    },
    create: async (body, stamp) => {
      const decided = table.decideNew(body);
      if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
      await refuseTakenName(ctx, kind, decided.value.name, null);
      const created = await table.create(ctx.db, decided.value, stamp);
      catalogueChanged(ctx);
      return created.id;
    },
    edit: async (id, body, stamp) => {
      const input = table.inputOf(body);
      await refuseTakenName(ctx, kind, input.name, id);
      const edit = { decide: (current: Values) => table.decide(current, input), archived: body.archived };
      settled(await table.edit(ctx.db, id, edit, stamp));
      catalogueChanged(ctx);
    },
    remove: async (id, stamp) => {
      const result = await table.remove(ctx.db, id, stamp);
      if (result.kind !== 'ok') return settled(result);
      if (result.outcome === 'deleted') await images.removeCatalogueImages(kind, id);
      catalogueChanged(ctx);
      return result.outcome;
    },
  });
}
