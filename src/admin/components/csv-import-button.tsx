// "Import from CSV" under a catalogue's list (issue 23): the import panel and its preview load
// on the first press, so the console's own chunk stays as it was (DESIGN.md §7).
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ImportKind } from '../api/catalogue-import.ts';
import { Button } from '../../ui/button.tsx';

const CsvImport = lazy(async () => ({ default: (await import('./csv-import.tsx')).CsvImport }));

type CsvImportButtonProps = { kind: ImportKind; onImported: () => void };

export function CsvImportButton({ kind, onImported }: CsvImportButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          <Trans>Import from CSV</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Loading the import…</Trans>
        </p>
      }
    >
      <CsvImport kind={kind} onImported={onImported} onClose={() => setIsOpen(false)} />
    </Suspense>
  );
}
