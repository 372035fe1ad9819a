// The four routes every table of the console answers (issues 13, 23 and 25): GET the list, POST a
// row (201 with its JSON), PATCH it (its JSON), DELETE it (deleted, or archived when it has
// history). A table gives its schemas and its statements, which throw their refusals (settled,
// Refusal); what only one table has (a code's uses, a catalogue row's name check) stays in its room.
// Admin staff only (the gate is registered by admin/routes.ts).
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import type { AuditStamp } from '../audit/repo.ts';
import { IdParams, replies } from '../contract/common.ts';
import { RemovalReply } from '../contract/catalogue-admin.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { stampOf } from './common.ts';

export type TableRoutes<Id, Create extends TSchema, Edit extends TSchema> = {
  /** The list's path; a row's is `<path>/:id`. */
  path: string;
  /** The row's id from the path; throws not-found for one that cannot be an id. */
  idOf: (raw: string) => Id;
  schemas: { create: Create; edit: Edit; list: TSchema; one: TSchema };
  /** A body field that fails its schema is a 422 on that field (FIELD_ERRORS), not the 400. */
  hasFieldErrors?: boolean;
  /** The GET answer: `{data: [...]}`, and what else the table's list says (the wheel's total). */
  list: () => Promise<unknown>;
  /** A row's JSON, or null when there is none. */
  find: (id: Id) => Promise<unknown>;
  create: (body: Static<Create>, stamp: AuditStamp) => Promise<Id>;
  edit: (id: Id, body: Static<Edit>, stamp: AuditStamp) => Promise<void>;
  remove: (id: Id, stamp: AuditStamp) => Promise<RemovalReply['outcome']>;
};

export function registerTableRoutes<Id, C extends TSchema, E extends TSchema>(
  base: FastifyInstance,
  ctx: AppContext,
  table: TableRoutes<Id, C, E>,
): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const { path, schemas } = table;
  const config = table.hasFieldErrors ? FIELD_ERRORS : {};

  async function answer(id: Id) {
    const data = await table.find(id);
    if (data === null) throw new Refusal('not-found');
    return { data };
  }

  app.get(path, { schema: { response: replies({ 200: schemas.list }) } }, table.list);

  app.post(
    path,
    { config, schema: { body: schemas.create, response: replies({ 201: schemas.one }) } },
    async (request, reply) => {
      const id = await table.create(request.body as Static<C>, stampOf(request, ctx));
      return reply.code(201).send(await answer(id));
    },
  );

  app.patch(
    `${path}/:id`,
    { config, schema: { params: IdParams, body: schemas.edit, response: replies({ 200: schemas.one }) } },
    async (request) => {
      const id = table.idOf(request.params.id);
      await table.edit(id, request.body as Static<E>, stampOf(request, ctx));
      return answer(id);
    },
  );

  app.delete(
    `${path}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      const outcome = await table.remove(table.idOf(request.params.id), stampOf(request, ctx));
      return { outcome };
    },
  );
}
