// POST <console>/import/:kind (issue 23), admin staff only (the gate is admin/routes.ts's):
// badges, products or prizes from a CSV file. With `dry_run` it answers every row's verdict and
// writes nothing, the console's preview; without, it creates every row in one transaction, or
// none when any row is bad (422 with the rows) — an organiser fixes the file and imports it again,
// never wondering which half went in. The file's parsing is the reverse of the exports'
// (transfer/csv-read.ts); each row meets the rules of a create by hand (transfer/catalogue-rules.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Compile } from 'typebox/compile';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { BadgeCreateBody, PrizeCreateBody, ProductCreateBody } from '../contract/catalogue-admin.ts';
import * as wire from '../contract/catalogue-import.ts';
import { namesOf } from '../admin/catalogue-names.ts';
import { importCatalogueRows } from './import-repo.ts';
import { readImport, type ImportKind, type ImportRow, type ImportValues } from './catalogue-rules.ts';
import { readCsv } from './csv-read.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';
import { schemaFieldErrors, type SchemaError } from '../plugins/field-errors.ts';
import { FIELD_ERRORS, Refusal } from '../plugins/errors.ts';
import { catalogueChanged, stampOf } from '../admin/common.ts';
import { CONSOLE_PATH } from '#contract/paths';

const VALIDATORS = {
  badges: Compile(BadgeCreateBody),
  products: Compile(ProductCreateBody),
  prizes: Compile(PrizeCreateBody),
};

/** A row's body against its create schema, in the words of a console form (field-errors.ts). */
function schemaErrorsOf(kind: ImportKind) {
  const validator = VALIDATORS[kind];
  return (body: Record<string, unknown>): FieldErrors | null => {
    if (validator.Check(body)) return null;
    // TypeBox names missing fields in one `required` error; field-errors.ts reads Ajv's one each.
    const found = [...validator.Errors(body)].flatMap((raw): SchemaError[] => {
      const error = raw as SchemaError;
      const required = error.params.requiredProperties;
      if (error.keyword !== 'required' || !Array.isArray(required)) return [error];
      return required.map((name: unknown) => ({ ...error, params: { missingProperty: name } }));
    });
    return schemaFieldErrors(found) ?? { line: ['is invalid'] };
  };
}

const rowJson = (row: ImportRow): wire.ImportRowJson => ({
  line: row.line,
  name: row.name,
  errors: row.kind === 'refused' ? row.errors : {},
});

const rowsText = (count: number) => (count === 1 ? '1 row has' : `${count} rows have`);

export const consoleImportRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    `${CONSOLE_PATH}/import/:kind`,
    {
      config: FIELD_ERRORS,
      // The JSON around a file of IMPORT_CSV_MAX_CHARS, its quotes and escapes included.
      bodyLimit: wire.IMPORT_CSV_MAX_CHARS * 2 + 1024,
      schema: {
        params: wire.ImportKindParams,
        body: wire.CatalogueImportBody,
        response: replies({ 200: wire.ImportPreviewReply, 201: wire.ImportDoneReply }),
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { csv, dry_run: isDryRun = false, utc_offset_minutes: offset = 0 } = request.body;
      const table = readCsv(csv);
      if (table.kind === 'refused')
        throw new Refusal('invalid-fields', { csv: [`cannot be read: ${table.error}`] });
      const existing = await namesOf(ctx.db, kind);
      const read = readImport(kind, table.rows, existing, offset, schemaErrorsOf(kind));
      if (read.kind === 'refused') throw new Refusal('invalid-fields', { csv: [read.error] });
      const invalid = read.rows.filter((row) => row.kind === 'refused').length;
      if (isDryRun) {
        const rows = read.rows.map(rowJson);
        return reply.code(200).send({ data: { rows, valid: rows.length - invalid, invalid } });
      }
      if (invalid > 0) {
        throw new Refusal('import-rows-refused', {
          message: `${rowsText(invalid)} errors: nothing was imported`,
          rows: read.rows.map(rowJson),
        });
      }
      const values = read.rows.flatMap((row): ImportValues[] => (row.kind === 'ok' ? [row.value] : []));
      const written = await importCatalogueRows(ctx.db, kind, values, stampOf(request, ctx));
      if (written.kind === 'name-taken') {
        throw new Refusal('invalid-fields', {
          csv: [`${written.name} was created meanwhile: nothing was imported`],
        });
      }
      catalogueChanged(ctx);
      return reply.code(201).send({ data: { created: written.created } });
    },
  );
};
