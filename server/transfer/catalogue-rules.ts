// A CSV file of badges, products or prizes (issue 23) read into rows the console can create, pure:
// the header names the columns (the create body's field names, any order, the optional ones may be
// left out), each line becomes a create body checked by its wire schema (the caller's) and then by the same rules
// as one created by hand (admin/rules.ts), and a name used by another line or by an existing row
// is refused. Every row is answered, good or bad, so the console can show the whole file first.
// Times without a zone ("2026-11-27 10:00") are read at the offset the console sends: the
// organiser's device time, as the console's date pickers are (admin/local-time.ts).
import { BADGE_TYPES } from '../contract/constants.ts';
import type { BadgeCreateBody, PrizeCreateBody, ProductCreateBody } from '../contract/catalogue-admin.ts';
import {
  decideBadge,
  decideNamed,
  decidePrize,
  nameTakenErrors,
  type BadgeValues,
  type ItemValues,
  type PrizeValues,
  type Decision,
  type NameUse,
} from '../admin/rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

export type ImportKind = 'badges' | 'products' | 'prizes';

/** At most this many rows in one file: a 1,500-attendee event has about 200 badges. */
export const IMPORT_MAX_ROWS = 1000;

type Column = 'text' | 'integer' | 'boolean' | 'time' | 'badge-type';

type Spec = {
  noun: string;
  columns: Record<string, Column>;
  required: readonly string[];
};

const SPECS: Record<ImportKind, Spec> = {
  badges: {
    noun: 'badge',
    columns: {
      name: 'text',
      description: 'text',
      type: 'badge-type',
      tokens: 'integer',
      begin: 'time',
      end: 'time',
      begin_badge: 'time',
      end_badge: 'time',
      counts_for_day: 'boolean',
    },
    required: ['name', 'type', 'tokens', 'begin', 'end', 'begin_badge', 'end_badge'],
  },
  products: {
    noun: 'product',
    columns: {
      name: 'text',
      description: 'text',
      price: 'integer',
      stock: 'integer',
      max_per_user: 'integer',
      is_redeemable: 'boolean',
    },
    required: ['name', 'price', 'stock', 'max_per_user'],
  },
  prizes: {
    noun: 'prize',
    columns: { name: 'text', stock: 'integer', max_amount_per_attendee: 'integer', is_redeemable: 'boolean' },
    required: ['name', 'stock', 'max_amount_per_attendee'],
  },
};

/** The header a file of this kind starts with, every column in order (the console offers it). */
export const importHeader = (kind: ImportKind): string[] => Object.keys(SPECS[kind].columns);

export type BadgeImport = { kind: 'badges'; values: BadgeValues };
export type ProductImport = {
  kind: 'products';
  values: ItemValues;
};
export type PrizeImport = {
  kind: 'prizes';
  values: PrizeValues;
};
export type ImportValues = BadgeImport | ProductImport | PrizeImport;

/** One line of the file: its number (the header is line 1), its name cell, and what it became. */
export type ImportRow = { line: number; name: string } & (
  { kind: 'ok'; value: ImportValues } | { kind: 'refused'; errors: FieldErrors }
);

export type ImportRead = { kind: 'ok'; rows: ImportRow[] } | { kind: 'refused'; error: string };

const TYPE_BY_LABEL = new Map<string, number>(
  Object.entries(BADGE_TYPES).flatMap(([key, { code, label }]) => [
    [key, code],
    [label.toLowerCase(), code],
  ]),
);

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A cell as its column's type; what does not read stays text, so the schema names the field. */
function cellValue(column: Column, cell: string, offsetMinutes: number): unknown {
  const text = cell.trim();
  switch (column) {
    case 'text':
      return cell.trim();
    case 'integer':
      return /^-?\d{1,10}$/.test(text) ? Number(text) : text;
    case 'boolean': {
      const lower = text.toLowerCase();
      if (['true', 'yes', '1'].includes(lower)) return true;
      if (['false', 'no', '0'].includes(lower)) return false;
      return text;
    }
    case 'badge-type':
      return /^\d$/.test(text) ? Number(text) : (TYPE_BY_LABEL.get(text.toLowerCase()) ?? text);
    case 'time': {
      const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
      return local ? `${local[1]}T${local[2]}${offsetText(offsetMinutes)}` : text;
    }
  }
}

function decided(kind: ImportKind, body: Record<string, unknown>): Decision<ImportValues> {
  const named = { name: String(body.name) };
  if (kind === 'badges') {
    const { counts_for_day: countsForDay, ...rest } = body as BadgeCreateBody;
    const d = decideBadge(null, { ...rest, countsForDay: countsForDay ?? true });
    return d.kind === 'ok' ? { kind: 'ok', value: { kind, values: d.value } } : d;
  }
  if (kind === 'products') {
    const b = body as ProductCreateBody;
    const d = decideNamed<ProductImport['values']>(null, {
      ...named,
      description: b.description,
      price: b.price,
      stock: b.stock,
      maxPerUser: b.max_per_user,
      isRedeemable: b.is_redeemable ?? true,
    });
    return d.kind === 'ok' ? { kind: 'ok', value: { kind, values: d.value } } : d;
  }
  const b = body as PrizeCreateBody;
  const d = decidePrize<PrizeValues>(null, {
    ...named,
    stock: b.stock,
    maxAmountPerAttendee: b.max_amount_per_attendee,
    isRedeemable: b.is_redeemable ?? false,
    isNothing: false,
  });
  return d.kind === 'ok' ? { kind: 'ok', value: { kind, values: d.value } } : d;
}

/**
 * The rows of a CSV file (readCsv's output) as creates of `kind`. `existing`: the names already
 * used, by nameKey (admin/catalogue-names.ts). A problem with the file as a whole (no header, an
 * unknown or missing column, too many rows) refuses it; a problem with a line is that row's.
 */
export function readImport(
  kind: ImportKind,
  table: readonly string[][],
  existing: ReadonlyMap<string, NameUse>,
  offsetMinutes: number,
  /** The create body's wire schema: its field errors, or null when the body passes. */
  schemaErrors: (body: Record<string, unknown>) => FieldErrors | null,
): ImportRead {
  const spec = SPECS[kind];
  const [header, ...lines] = table;
  if (header === undefined || lines.length === 0)
    return { kind: 'refused', error: 'The file has no rows to import' };
  const columns = header.map((h) => h.trim().toLowerCase());
  const unknown = columns.filter((c) => !(c in spec.columns));
  if (unknown.length > 0) return { kind: 'refused', error: `Unknown column: ${unknown.join(', ')}` };
  const missing = spec.required.filter((c) => !columns.includes(c));
  if (missing.length > 0) return { kind: 'refused', error: `Missing column: ${missing.join(', ')}` };
  if (lines.length > IMPORT_MAX_ROWS) {
    return {
      kind: 'refused',
      error: `At most ${IMPORT_MAX_ROWS} rows at once (this file has ${lines.length})`,
    };
  }
  const seen = new Map<string, number>();
  const rows = lines.map((cells, index): ImportRow => {
    const line = index + 2;
    const body: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      const isOptional = !spec.required.includes(column);
      if (isOptional && cell.trim() === '') return;
      body[column] = cellValue(spec.columns[column]!, cell, offsetMinutes);
    });
    const name = String(body.name ?? '');
    const errors: FieldErrors =
      cells.length > columns.length ? { line: ['has more cells than the header'] } : {};
    if ('description' in spec.columns) body.description ??= '';
    Object.assign(errors, schemaErrors(body));
    const verdict = Object.keys(errors).length > 0 ? null : decided(kind, body);
    if (verdict?.kind === 'refused') Object.assign(errors, verdict.errors);
    const key = name.trim().toLowerCase();
    const twin = seen.get(key);
    if (key !== '' && twin !== undefined) errors.name = [`is also the name on line ${twin}`];
    else if (key !== '') {
      seen.set(key, line);
      const taken = nameTakenErrors(spec.noun, existing.get(key) ?? null);
      if (taken) Object.assign(errors, taken);
    }
    if (Object.keys(errors).length > 0 || verdict === null || verdict.kind !== 'ok') {
      return { line, name, kind: 'refused', errors };
    }
    return { line, name, kind: 'ok', value: verdict.value };
  });
  return { kind: 'ok', rows };
}
