// The Import & export section's state (issue 13): each download with its bytes so far, saved under
// the server's file name when it completes, and the import of one chosen file with what it
// created or why it was refused. Messages are shown in place (DESIGN.md §9), never alert().
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import {
  downloadExport,
  importConfig,
  type ExportKind,
  type ImportCounts,
  type ImportOutcome,
} from './api/transfer.ts';
import type { Progress } from '../api/transfer.ts';
import { saveFile } from '../ui/save-file.ts';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: Progress }
  | { kind: 'done'; filename: string; bytes: number }
  | { kind: 'failed'; message: string };

export type ImportState =
  | { kind: 'idle' }
  | { kind: 'importing' }
  | { kind: 'imported'; counts: ImportCounts }
  | { kind: 'invalid'; errors: [place: string, message: string][] }
  | { kind: 'failed'; title: string; detail: string };

const FALLBACK_NAMES: Record<ExportKind, string> = {
  attendees: 'attendees.csv',
  visitors: 'visitors.csv',
  awards: 'awards.csv',
  leads: 'leads.csv',
  config: 'confetti-config.json',
};

function downloadFailure(status: number | null): string {
  if (status === null) return t`No connection: nothing was downloaded.`;
  if (status === 401 || status === 403) return t`Only admin staff can download this.`;
  return t`The server could not prepare the file. Try again.`;
}

function importFailure(outcome: Exclude<ImportOutcome, { kind: 'imported' | 'invalid' }>): ImportState {
  if (outcome.kind === 'network') {
    return {
      kind: 'failed',
      title: t`No connection`,
      detail: t`Nothing was imported. Try again when online.`,
    };
  }
  switch (outcome.status) {
    case 409:
      return {
        kind: 'failed',
        title: t`This server already has an event`,
        detail: t`Nothing was imported: an import only fills an empty server. Use a new database for the other event.`,
      };
    case 400:
      return {
        kind: 'failed',
        title: t`Not a JSON file`,
        detail: t`Choose a configuration exported from Confetti.`,
      };
    case 413:
      return { kind: 'failed', title: t`The file is too large`, detail: t`Nothing was imported.` };
    case 401:
    case 403:
      return { kind: 'failed', title: t`Only admin staff can import`, detail: t`Nothing was imported.` };
    default:
      return {
        kind: 'failed',
        title: t`Not imported`,
        detail: outcome.message ?? t`The server could not import it. Try again.`,
      };
  }
}

export function useConsoleTransfer() {
  const [downloads, setDownloads] = useState<Partial<Record<ExportKind, DownloadState>>>({});
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportState>({ kind: 'idle' });

  const setDownload = (kind: ExportKind, state: DownloadState) =>
    setDownloads((all) => ({ ...all, [kind]: state }));

  async function download(kind: ExportKind) {
    if (downloads[kind]?.kind === 'downloading') return;
    setDownload(kind, { kind: 'downloading', progress: { loaded: 0, total: null } });
    const answer = await downloadExport(kind, (progress) =>
      setDownload(kind, { kind: 'downloading', progress }),
    );
    if (answer.ok) {
      const filename = answer.value.filename ?? FALLBACK_NAMES[kind];
      saveFile(answer.value.blob, filename);
      setDownload(kind, { kind: 'done', filename, bytes: answer.value.blob.size });
      return;
    }
    const failure = answer.failure;
    setDownload(kind, {
      kind: 'failed',
      message: downloadFailure(failure.kind === 'http' ? failure.status : null),
    });
  }

  function choose(next: File | null) {
    setFile(next);
    setResult({ kind: 'idle' });
  }

  async function runImport() {
    if (file === null || result.kind === 'importing') return;
    setResult({ kind: 'importing' });
    const outcome = await importConfig(file);
    if (outcome.kind === 'imported') setResult({ kind: 'imported', counts: outcome.counts });
    else if (outcome.kind === 'invalid')
      setResult({ kind: 'invalid', errors: Object.entries(outcome.errors) });
    else setResult(importFailure(outcome));
  }

  return { downloads, download, file, choose, result, runImport };
}
