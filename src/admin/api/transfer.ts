// The console's import and export calls (issue 13; contract/transfer.ts). Exports are
// downloaded with the admin's bearer header (a plain link would carry none) and handed back as a
// Blob with the server's file name; the import sends the chosen file as it is, unparsed, and
// answers what was created or why it was refused. Neither is ever queued: an organiser needs the
// answer now.
import type { CsvExport, ImportCounts, ImportReply } from '#contract/transfer';
import { api } from '../../api/client.ts';
import { fieldErrorsOf } from './catalogue.ts';
import { serverErrorText, toApiFailure } from '../../api/errors.ts';
import { downloadBlob, type Progress, type TransferResult } from '../../api/transfer.ts';
import { asNumber, asObject } from '../../api/wire.ts';

const BASE = 'api/admin/console';

/** NOTE: a document with hundreds of pictures is tens of MB; 10 s (client.ts) is for a phone's reads. */
const IMPORT_TIMEOUT_MS = 120_000;

export type ExportKind = CsvExport | 'config';
export type { ImportCounts };

export const downloadExport = (
  kind: ExportKind,
  onProgress: (progress: Progress) => void,
): Promise<TransferResult<{ blob: Blob; filename: string | null }>> =>
  downloadBlob(`${BASE}/export/${kind}`, onProgress);

export type ImportOutcome =
  | { kind: 'imported'; counts: ImportCounts }
  /** The document was refused: each place in it (`/badges/3/name`) with what is wrong there. */
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'network' };

const COUNT_KEYS = [
  'courses',
  'badges',
  'products',
  'prizes',
  'payouts',
  'companies',
  'booths',
  'pictures',
] as const;

function toCounts(body: unknown): ImportCounts {
  const imported = asObject<ImportReply['imported']>(
    asObject<ImportReply>(body, 'import').imported,
    'import.imported',
  );
  const entries = COUNT_KEYS.map((key) => [key, asNumber(imported[key], `imported.${key}`)] as const);
  return Object.fromEntries(entries) as ImportCounts;
}

export async function importConfig(file: Blob): Promise<ImportOutcome> {
  try {
    const body = await api
      .post(`${BASE}/import`, {
        body: file,
        headers: { 'content-type': 'application/json' },
        timeout: IMPORT_TIMEOUT_MS,
      })
      .json();
    return { kind: 'imported', counts: toCounts(body) };
  } catch (error) {
    const failure = await toApiFailure(error);
    if (failure.kind !== 'http') return { kind: 'network' };
    const errors = failure.status === 422 ? fieldErrorsOf(failure.body) : {};
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    return { kind: 'refused', status: failure.status, message: serverErrorText(failure.body) };
  }
}
