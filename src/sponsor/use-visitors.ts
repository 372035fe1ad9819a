// The company's visitors, cache first then network, and the "Download all CVs" zip with the
// bytes received so far.
import { useState } from 'react';
import type { Progress } from '../api/transfer.ts';
import { downloadVisitorCvs, readVisitors, type Visitor } from '../api/visitors.ts';
import { useReading, type ReadingState } from '../ui/use-reading.ts';

export type ZipState =
  | { kind: 'idle' }
  | { kind: 'downloading'; progress: Progress }
  | { kind: 'done'; bytes: number }
  | { kind: 'failed'; message: string };

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useVisitors(companyId: string, userKey: string) {
  const visitors: ReadingState<Visitor[]> = useReading(`visitors:${userKey}:${companyId}`, () =>
    readVisitors(companyId, userKey),
  );
  const [zip, setZip] = useState<ZipState>({ kind: 'idle' });

  async function downloadCvs() {
    if (zip.kind === 'downloading') return;
    setZip({ kind: 'downloading', progress: { loaded: 0, total: null } });
    const result = await downloadVisitorCvs(companyId, (progress) =>
      setZip({ kind: 'downloading', progress }),
    );
    if (result.ok) {
      saveFile(result.value.blob, result.value.filename ?? 'cvs.zip');
      setZip({ kind: 'done', bytes: result.value.blob.size });
      return;
    }
    const failure = result.failure;
    setZip({
      kind: 'failed',
      message:
        failure.kind === 'network'
          ? 'No connection: the CVs were not downloaded.'
          : failure.kind === 'http' && failure.status === 403
            ? 'Your company cannot download these CVs.'
            : 'The server could not build the zip. Try again.',
    });
  }

  return { visitors, zip, downloadCvs };
}
