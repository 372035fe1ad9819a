// The CSV import of a catalogue (issue 23): choose a file, see every row of it as the server
// judged it (a dry run: nothing written), then import. The server takes the file whole or not at
// all, so with any bad row Import stays off and the screen says which lines to fix; an organiser
// never wonders which half went in. Loaded on first use (csv-import-button.tsx).
import { useState } from 'react';
import { CSV_FIELD } from '#contract/refusals';
import { fieldErrorsOf } from '../api/catalogue.ts';
import { previewImport, runImport, type ImportKind, type ImportPreview } from '../api/catalogue-import.ts';
import { toApiFailure } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FilePicker } from './file-picker.tsx';
import consoleStyles from './admin.module.css';
import styles from './csv-import.module.css';

/** The columns a file of each kind may have, the required ones first (server/transfer/catalogue-rules.ts). */
export const IMPORT_COLUMNS: Record<ImportKind, { required: string[]; optional: string[] }> = {
  badges: {
    required: ['name', 'type', 'tokens', 'begin', 'end', 'begin_badge', 'end_badge'],
    optional: ['description', 'counts_for_day'],
  },
  products: {
    required: ['name', 'price', 'stock', 'max_per_user'],
    optional: ['description', 'is_redeemable'],
  },
  prizes: { required: ['name', 'stock', 'max_amount_per_attendee'], optional: ['is_redeemable'] },
};

/** What the server's file-sized limit allows (contract/catalogue-import.ts). */
const MAX_CHARS = 1_000_000;

type Step =
  | { kind: 'idle' }
  | { kind: 'busy'; file: string }
  | { kind: 'problem'; file: string | null; title: string; detail?: string }
  | { kind: 'preview'; file: string; csv: string; preview: ImportPreview }
  | { kind: 'done'; count: number };

type CsvImportProps = {
  kind: ImportKind;
  /** What the rows are, in the plural: "badges". */
  plural: string;
  onImported: () => void;
  onClose: () => void;
};

async function problemOf(error: unknown, file: string | null): Promise<Step> {
  const failure = await toApiFailure(error);
  if (failure.kind !== 'http')
    return { kind: 'problem', file, title: 'No connection', detail: 'Importing needs a connection.' };
  const csv = fieldErrorsOf(failure.body)[CSV_FIELD];
  return csv === undefined
    ? { kind: 'problem', file, title: 'Not imported', detail: 'The server refused the file.' }
    : { kind: 'problem', file, title: 'This file cannot be imported', detail: csv };
}

const errorText = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([column, messages]) => `${column}: ${messages.join(', ')}`)
    .join(' · ');

export function CsvImport({ kind, plural, onImported, onClose }: CsvImportProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const columns = IMPORT_COLUMNS[kind];

  async function choose(file: File | null) {
    if (file === null) return setStep({ kind: 'idle' });
    setStep({ kind: 'busy', file: file.name });
    const csv = await file.text();
    if (csv.length > MAX_CHARS) {
      return setStep({
        kind: 'problem',
        file: file.name,
        title: 'This file is too large',
        detail: 'Split it into files of at most 1,000 rows.',
      });
    }
    try {
      setStep({ kind: 'preview', file: file.name, csv, preview: await previewImport(kind, csv) });
    } catch (error) {
      setStep(await problemOf(error, file.name));
    }
  }

  async function save(file: string, csv: string) {
    setStep({ kind: 'busy', file });
    try {
      setStep({ kind: 'done', count: await runImport(kind, csv) });
      onImported();
    } catch (error) {
      setStep(await problemOf(error, file));
    }
  }

  const file = step.kind === 'busy' || step.kind === 'problem' || step.kind === 'preview' ? step.file : null;
  return (
    <section className={consoleStyles.form} aria-labelledby="csv-import-title">
      <h2 id="csv-import-title" className={consoleStyles.formTitle}>{`Import ${plural} from CSV`}</h2>
      <p className={styles.columns}>
        A header line, then one row each. Columns: <strong>{columns.required.join(', ')}</strong>
        {columns.optional.length > 0 ? `, and optionally ${columns.optional.join(', ')}` : ''}.
        {kind === 'badges' ? " Times such as 2026-11-27 10:00 are read in this device's time." : ''} You see
        every row before anything is saved.
      </p>
      <FilePicker
        accept=".csv,text/csv"
        buttonLabel="Choose a CSV file"
        chosen={file ?? 'No file chosen'}
        onChoose={(f) => void choose(f)}
      />
      {step.kind === 'busy' ? <p role="status">Reading {step.file}…</p> : null}
      {step.kind === 'problem' ? (
        <FormAlert tone="error" title={step.title}>
          {step.detail}
        </FormAlert>
      ) : null}
      {step.kind === 'done' ? (
        <FormAlert
          tone="success"
          title={`${step.count} ${step.count === 1 ? plural.replace(/s$/, '') : plural} imported`}
        />
      ) : null}
      {step.kind === 'preview' ? (
        <Preview step={step} plural={plural} onImport={() => void save(step.file, step.csv)} />
      ) : null}
      <div>
        <Button variant="ghost" onClick={onClose}>
          {step.kind === 'preview' ? 'Cancel' : 'Close'}
        </Button>
      </div>
    </section>
  );
}

type PreviewProps = { step: Extract<Step, { kind: 'preview' }>; plural: string; onImport: () => void };

function Preview({ step, plural, onImport }: PreviewProps) {
  const { rows, valid, invalid } = step.preview;
  return (
    <>
      {invalid > 0 ? (
        <FormAlert tone="error" title={`${invalid} of ${rows.length} rows have problems`}>
          Nothing is imported until every row is right. Fix the marked lines in the file, then choose it
          again.
        </FormAlert>
      ) : (
        <FormAlert tone="info" title={`${valid} ${plural} ready to import`} />
      )}
      <ol className={styles.rows} aria-label="Rows of the file">
        {rows.map((row) => {
          const isBad = Object.keys(row.errors).length > 0;
          return (
            <li key={row.line} className={`${styles.row} ${isBad ? styles.bad : ''}`}>
              <span className={styles.line}>Line {row.line}</span>
              <span>
                <span className={styles.name}>{row.name === '' ? '(no name)' : row.name}</span>{' '}
                {isBad ? (
                  <span className={styles.problem}>— {errorText(row.errors)}</span>
                ) : (
                  <span className={styles.ok}>ready</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {invalid === 0 ? <Button onClick={onImport}>{`Import ${valid} ${plural}`}</Button> : null}
    </>
  );
}
