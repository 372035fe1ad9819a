// The console's import and export (issue 13), admin staff only (the gate is admin/routes.ts's):
//   GET  <console>/export/attendees|visitors|awards   CSV, streamed page by page (transfer/csv-export.ts)
//   GET  <console>/export/config                      the event configuration as one JSON document
//   POST <console>/import                             that document, recreated on an empty server
// The import checks the whole document first — its schema, then the rules between rows
// (transfer/rules.ts), then every picture's bytes — and answers the first errors with a
// 422 before anything is written; the rows are then written in one transaction that refuses
// (409) a server that already holds a configuration. Pictures are staged as temp files before it
// and moved into place only after it committed, as console uploads are.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, replies } from '../contract/common.ts';
import * as wire from '../contract/transfer.ts';
import { importConfigRows, readConfigRows, type PicturePaths } from './config-repo.ts';
import { checkConfig, firstErrors, formatErrors, pointerOf } from './rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';
import { Refusal } from '../plugins/errors.ts';
import * as files from '../uploads/config-pictures.ts';
import { CATALOGUE_IMAGE_MAX_BYTES } from '../uploads/limits.ts';
import { catalogueImageUrl, createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { createPlanSource } from '../venue/plan.ts';
import { catalogueChanged, stampOf } from '../admin/common.ts';
import { csvExport } from './csv-export.ts';
import { configDocumentOf } from './config-json.ts';
import { CONSOLE_PATH } from '#contract/paths';

const EXPORT = `${CONSOLE_PATH}/export`;
const LIMITS = { pictureBytes: CATALOGUE_IMAGE_MAX_BYTES, planBytes: wire.PLAN_MAX_BYTES };

const attachment = (filename: string) => `attachment; filename="${filename}"`;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

type SchemaError = { instancePath: string; message: string };

/** The schema's errors, one entry per place in the document. */
function schemaErrors(found: readonly SchemaError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { instancePath, message } of found) {
    const messages = (errors[pointerOf(instancePath)] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return firstErrors(errors);
}

const countsOf = (doc: wire.ConfigDocument, pictures: number): wire.ImportCounts => ({
  courses: doc.courses.length,
  badges: doc.badges.length,
  products: doc.products.length,
  prizes: doc.prizes.length,
  payouts: doc.payouts.length,
  companies: doc.companies.length,
  booths: doc.venue.booths.length,
  pictures,
});

export const consoleTransferRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const plans = createPlanSource(store);
  const validator = Compile(wire.ConfigDocument);

  for (const kind of wire.CSV_EXPORTS) {
    app.get(
      `${EXPORT}/${kind}`,
      { schema: { response: replies({ 200: FileReply }) } },
      async (_request, reply) => {
        reply.headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': attachment(`${kind}-${dayOf(ctx.now())}.csv`),
          'cache-control': 'no-store',
        });
        return reply.send(Readable.from(csvExport(kind, ctx.db)));
      },
    );
  }

  app.get(
    `${EXPORT}/config`,
    { schema: { response: replies({ 200: wire.ConfigDocument }) } },
    async (_request, reply) => {
      const now = ctx.now();
      const [rows, plan] = await Promise.all([readConfigRows(ctx.db), plans.load()]);
      const embed = (stored: string | null) => files.embedPicture(store, stored);
      reply.headers({
        'content-disposition': attachment(`confetti-config-${dayOf(now)}.json`),
        'cache-control': 'no-store',
      });
      return configDocumentOf(rows, embed, files.embedPlan(plan.bytes), now);
    },
  );

  app.post(
    `${CONSOLE_PATH}/import`,
    { bodyLimit: wire.CONFIG_IMPORT_MAX_BYTES, schema: { response: replies({ 201: wire.ImportReply }) } },
    async (request, reply) => {
      const body: unknown = request.body;
      const notOurs = formatErrors(body);
      if (Object.keys(notOurs).length > 0) throw new Refusal('invalid-fields', notOurs);
      if (!validator.Check(body)) throw new Refusal('invalid-fields', schemaErrors(validator.Errors(body)));
      const ruleErrors = checkConfig(body);
      if (Object.keys(ruleErrors).length > 0) throw new Refusal('invalid-fields', ruleErrors);
      const decoded = files.decodeDocumentFiles(body, LIMITS);
      if (Object.keys(decoded.errors).length > 0) {
        throw new Refusal('invalid-fields', firstErrors(decoded.errors));
      }
      if (await files.hasOwnPlan(store)) throw new Refusal('config-not-empty');

      const stamp = stampOf(request, ctx);
      const paths: PicturePaths = { badges: new Map(), products: new Map(), prizes: new Map() };
      const staged: files.StagedFile[] = [];
      try {
        for (const { kind, id, picture } of decoded.pictures) {
          staged.push(await files.stagePicture(store, kind, id, picture));
          paths[kind].set(id, catalogueImageUrl(kind, id, picture.ext, stamp.at));
        }
        staged.push(await files.stagePlan(store, decoded.plan));
        const counts = countsOf(body, decoded.pictures.length);
        const result = await importConfigRows(ctx.db, body, paths, stamp, counts);
        if (result.kind === 'not-empty') throw new Refusal('config-not-empty');
        for (const file of staged) await file.place();
        catalogueChanged(ctx);
        return reply.code(201).send({ imported: counts });
      } finally {
        await store.discard(staged.map((file) => file.tempPath));
      }
    },
  );
};
