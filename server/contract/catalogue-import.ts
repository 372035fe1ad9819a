// Wire shapes of the console's CSV import of badges, products and prizes (issue 23, ours). The
// file travels as JSON text; `dry_run` answers every row's verdict and writes nothing (the
// console's preview), otherwise the rows are created all or none.
import { Type, type Static } from 'typebox';

/** About 2,000 rows of badges with long descriptions. */
export const IMPORT_CSV_MAX_CHARS = 1_000_000;

export const ImportKindParams = Type.Object({
  kind: Type.Union([Type.Literal('badges'), Type.Literal('products'), Type.Literal('prizes')]),
});
export type ImportKindParams = Static<typeof ImportKindParams>;

export const CatalogueImportBody = Type.Object(
  {
    csv: Type.String({ maxLength: IMPORT_CSV_MAX_CHARS }),
    dry_run: Type.Optional(Type.Boolean()),
    /** Minutes east of UTC that times written without a zone are read at (the device's, now). */
    utc_offset_minutes: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  },
  { additionalProperties: false },
);
export type CatalogueImportBody = Static<typeof CatalogueImportBody>;

export const ImportRowJson = Type.Object({
  /** The line of the file, the header being line 1. */
  line: Type.Integer(),
  name: Type.String(),
  /** Field errors of this row, by column; empty when the row is good. */
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ImportRowJson = Static<typeof ImportRowJson>;

/** The preview (dry run): every row, and how many are good and bad. */
export const ImportPreviewReply = Type.Object({
  data: Type.Object({ rows: Type.Array(ImportRowJson), valid: Type.Integer(), invalid: Type.Integer() }),
});
export type ImportPreviewReply = Static<typeof ImportPreviewReply>;

export const ImportDoneReply = Type.Object({ data: Type.Object({ created: Type.Integer() }) });
export type ImportDoneReply = Static<typeof ImportDoneReply>;
