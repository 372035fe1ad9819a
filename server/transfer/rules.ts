// The rules of a configuration import (issue 13), pure: what the document's schema cannot say on
// its own — ids unique per list, a company's badge and a booth's company present in the document,
// real and ordered times, names not blank, a wheel whose odds add up to 1 (or a wheel not set up
// yet, all 0), archived prizes off the wheel. Every error is keyed by its JSON pointer into the
// document (`/companies/2/badge_id`), as the schema's own errors are, and only the first few are
// answered: one mistake repeated over a thousand rows needs one line, not a thousand.
import { CONFIG_FORMAT, CONFIG_VERSION, type ConfigDocument } from '../contract/transfer.ts';
import { decideBadge, readInstant, totalProbability } from '../admin/rules.ts';
import { WEIGHT_SCALE, weightOf } from '../games/draw-rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

/** How many field errors an answer lists at most. */
export const ERRORS_SHOWN = 20;

/** The first ERRORS_SHOWN entries of `errors`, in the order they were found. */
export const firstErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).slice(0, ERRORS_SHOWN));

type Collector = { add: (path: string, message: string) => void; errors: FieldErrors };

function collector(): Collector {
  const errors: FieldErrors = {};
  return { errors, add: (path, message) => (errors[path] ??= []).push(message) };
}

/** Each value of `key` in `rows` once; a repeat is an error at its row. */
function checkUnique<T, K extends keyof T & string>(
  c: Collector,
  list: string,
  rows: readonly T[],
  key: K,
): Set<T[K]> {
  const seen = new Set<T[K]>();
  rows.forEach((row, i) => {
    if (seen.has(row[key])) c.add(`/${list}/${i}/${key}`, 'is repeated');
    seen.add(row[key]);
  });
  return seen;
}

function checkBlank(c: Collector, list: string, rows: readonly { name: string }[]): void {
  rows.forEach((row, i) => {
    if (row.name.trim() === '') c.add(`/${list}/${i}/name`, "can't be blank");
  });
}

function checkArchived(c: Collector, list: string, rows: readonly { archived_at: string | null }[]): void {
  rows.forEach((row, i) => {
    if (row.archived_at !== null && readInstant(row.archived_at) === null) {
      c.add(`/${list}/${i}/archived_at`, 'is invalid');
    }
  });
}

function checkBadges(c: Collector, badges: ConfigDocument['badges']): void {
  badges.forEach((badge, i) => {
    const { name, description, type, tokens, begin, end, begin_badge, end_badge } = badge;
    const input = { name, description, type, tokens, begin, end, begin_badge, end_badge };
    const decided = decideBadge(null, { ...input, countsForDay: badge.counts_for_day });
    if (decided.kind === 'refused') {
      for (const [field, messages] of Object.entries(decided.errors)) {
        for (const message of messages) c.add(`/badges/${i}/${field}`, message);
      }
    }
  });
  checkArchived(c, 'badges', badges);
}

function checkWheel(c: Collector, prizes: ConfigDocument['prizes']): void {
  prizes.forEach((prize, i) => {
    if (prize.archived_at !== null && prize.probability !== 0) {
      c.add(`/prizes/${i}/probability`, 'must be 0 for an archived prize');
    }
  });
  const onWheel = prizes.filter((p) => p.archived_at === null);
  const total = onWheel.reduce((sum, p) => sum + weightOf(p.probability), 0);
  if (total !== 0 && total !== WEIGHT_SCALE) {
    const shown = Number(totalProbability(onWheel).toFixed(6));
    c.add('/prizes', `probabilities must add up to 1 (or all be 0), not ${shown}`);
  }
  checkArchived(c, 'prizes', prizes);
}

function checkCompanies(c: Collector, doc: ConfigDocument, badgeIds: Set<number>): Set<number> {
  const companyIds = checkUnique(c, 'companies', doc.companies, 'id');
  checkUnique(c, 'companies', doc.companies, 'channel_id');
  checkBlank(c, 'companies', doc.companies);
  doc.companies.forEach((company, i) => {
    if (!badgeIds.has(company.badge_id)) c.add(`/companies/${i}/badge_id`, 'is not a badge of this document');
  });
  return companyIds;
}

function checkBooths(c: Collector, booths: ConfigDocument['venue']['booths'], companyIds: Set<number>): void {
  checkUnique(c, 'venue/booths', booths, 'company_id');
  booths.forEach((booth, i) => {
    if (!companyIds.has(booth.company_id)) {
      c.add(`/venue/booths/${i}/company_id`, 'is not a company of this document');
    }
  });
}

/** Each code's badge is one of the document's (issue 23), and no code appears twice. */
function checkCodes(
  c: Collector,
  codes: NonNullable<ConfigDocument['codes']>,
  badgeIds: ReadonlySet<number>,
) {
  checkUnique(c, 'codes', codes, 'id');
  codes.forEach((code, i) => {
    if (!badgeIds.has(code.badge_id)) c.add(`/codes/${i}/badge_id`, 'is not a badge of this document');
  });
}

/** The document's errors beyond its schema; empty when it can be imported as it is. */
export function checkConfig(doc: ConfigDocument): FieldErrors {
  const c = collector();
  checkUnique(c, 'courses', doc.courses, 'id');
  checkBlank(c, 'courses', doc.courses);
  const badgeIds = checkUnique(c, 'badges', doc.badges, 'id');
  checkBadges(c, doc.badges);
  checkUnique(c, 'products', doc.products, 'id');
  checkBlank(c, 'products', doc.products);
  checkArchived(c, 'products', doc.products);
  checkUnique(c, 'prizes', doc.prizes, 'id');
  checkBlank(c, 'prizes', doc.prizes);
  checkWheel(c, doc.prizes);
  checkUnique(c, 'payouts', doc.payouts, 'id');
  checkUnique(c, 'payouts', doc.payouts, 'multiplier');
  checkCodes(c, doc.codes ?? [], badgeIds);
  const companyIds = checkCompanies(c, doc, badgeIds);
  checkBooths(c, doc.venue.booths, companyIds);
  return firstErrors(c.errors);
}

/**
 * Whether the body is a document this server reads at all, checked before its schema: another
 * version's differences would otherwise show as a list of unrelated field errors.
 */
export function formatErrors(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { '/': [`must be a ${CONFIG_FORMAT} document (a JSON object)`] };
  }
  const { format, version } = body as { format?: unknown; version?: unknown };
  if (format !== CONFIG_FORMAT) return { '/format': [`must be "${CONFIG_FORMAT}"`] };
  if (version !== CONFIG_VERSION) {
    return {
      '/version': [`must be ${CONFIG_VERSION}: this server reads version ${CONFIG_VERSION} documents`],
    };
  }
  return {};
}

/** A schema error's place: its JSON pointer, `/` for the document itself. */
export const pointerOf = (instancePath: string): string => (instancePath === '' ? '/' : instancePath);
