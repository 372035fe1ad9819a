// The console's CSV import of badges, products and prizes (issue 23; contract/catalogue-import.ts):
// a preview of every row first (a dry run that writes nothing), then the import itself, which the
// server applies whole or not at all. Times written without a zone are read at this device's
// offset, as the console's date pickers are (admin/local-time.ts).
import type {
  CatalogueImportBody,
  ImportDoneReply,
  ImportPreviewReply,
  ImportRowJson,
} from '#contract/catalogue-import';
import { asArray, asNumber, asObject, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

export type ImportKind = 'badges' | 'products' | 'prizes';

/** One line of the file: its number (the header is line 1), its name, and its errors by column. */
export type ImportRow = { line: number; name: string; errors: Record<string, string[]> };
export type ImportPreview = { rows: ImportRow[]; valid: number; invalid: number };

const bodyOf = (kind: ImportKind, csv: string, isDryRun: boolean) => ({
  method: 'POST' as const,
  path: `api/admin/console/import/${kind}`,
  body: {
    csv,
    dry_run: isDryRun,
    utc_offset_minutes: -new Date().getTimezoneOffset(),
  } satisfies CatalogueImportBody,
});

function toRow(value: unknown): ImportRow {
  const w = fieldsOf<ImportRowJson>(value, 'import row');
  const errors = asObject<Record<string, unknown>>(w.raw.errors, 'import row.errors');
  return {
    line: w.number('line'),
    name: w.string('name'),
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, list]) => [key, asArray(list, 'import row.errors').map(String)]),
    ),
  };
}

/** Every row's verdict; nothing is written. A file the server cannot read at all is thrown (422). */
export async function previewImport(kind: ImportKind, csv: string): Promise<ImportPreview> {
  const w = asObject<ImportPreviewReply>(await sendWrite(bodyOf(kind, csv, true)), 'import preview');
  const data = fieldsOf<ImportPreviewReply['data']>(w.data, 'import preview.data');
  return {
    rows: asArray(data.raw.rows, 'import preview.rows').map(toRow),
    valid: data.number('valid'),
    invalid: data.number('invalid'),
  };
}

/** Creates every row; resolves how many. */
export async function runImport(kind: ImportKind, csv: string): Promise<number> {
  const w = asObject<ImportDoneReply>(await sendWrite(bodyOf(kind, csv, false)), 'import');
  return asNumber(asObject<ImportDoneReply['data']>(w.data, 'import.data').created, 'import.created');
}
