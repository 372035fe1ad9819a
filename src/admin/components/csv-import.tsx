// The CSV import of a catalogue (issue 23): choose a file, see every row of it as the server
// judged it (a dry run: nothing written), then import. The server takes the file whole or not at
// all, so with any bad row Import stays off and the screen says which lines to fix; an organiser
// never wonders which half went in. Loaded on first use (csv-import-button.tsx).
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  onImported: () => void;
  onClose: () => void;
};

async function problemOf(error: unknown, file: string | null): Promise<Step> {
  const failure = await toApiFailure(error);
  if (failure.kind !== 'http')
    return { kind: 'problem', file, title: t`No connection`, detail: t`Importing needs a connection.` };
  const csv = fieldErrorsOf(failure.body)[CSV_FIELD];
  return csv === undefined
    ? { kind: 'problem', file, title: t`Not imported`, detail: t`The server refused the file.` }
    : { kind: 'problem', file, title: t`This file cannot be imported`, detail: csv };
}

// NOTE: one message per kind, each in full: a badge is feminine in Portuguese, a product or a prize
// masculine, and the words around the count agree with it.
const texts = {
  title: (kind: ImportKind) =>
    kind === 'badges'
      ? t`Import badges from CSV`
      : kind === 'products'
        ? t`Import products from CSV`
        : t`Import prizes from CSV`,
  imported: (kind: ImportKind, count: number) =>
    kind === 'badges'
      ? t`${plural(count, { one: '# badge imported', other: '# badges imported' })}`
      : kind === 'products'
        ? t`${plural(count, { one: '# product imported', other: '# products imported' })}`
        : t`${plural(count, { one: '# prize imported', other: '# prizes imported' })}`,
  ready: (kind: ImportKind, valid: number) =>
    kind === 'badges'
      ? t`${plural(valid, { one: '# badge ready to import', other: '# badges ready to import' })}`
      : kind === 'products'
        ? t`${plural(valid, { one: '# product ready to import', other: '# products ready to import' })}`
        : t`${plural(valid, { one: '# prize ready to import', other: '# prizes ready to import' })}`,
  importButton: (kind: ImportKind, valid: number) =>
    kind === 'badges'
      ? t`${plural(valid, { one: 'Import # badge', other: 'Import # badges' })}`
      : kind === 'products'
        ? t`${plural(valid, { one: 'Import # product', other: 'Import # products' })}`
        : t`${plural(valid, { one: 'Import # prize', other: 'Import # prizes' })}`,
};

const errorText = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([column, messages]) => `${column}: ${messages.join(', ')}`)
    .join(' · ');

export function CsvImport({ kind, onImported, onClose }: CsvImportProps) {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const columns = IMPORT_COLUMNS[kind];
  const required = columns.required.join(', ');
  const optional = columns.optional.join(', ');

  async function choose(file: File | null) {
    if (file === null) return setStep({ kind: 'idle' });
    setStep({ kind: 'busy', file: file.name });
    const csv = await file.text();
    if (csv.length > MAX_CHARS) {
      return setStep({
        kind: 'problem',
        file: file.name,
        title: t`This file is too large`,
        detail: t`Split it into files of at most 1,000 rows.`,
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
      <h2 id="csv-import-title" className={consoleStyles.formTitle}>
        {texts.title(kind)}
      </h2>
      <p className={styles.columns}>
        <Trans>
          A header line, then one row each. Columns: <strong>{required}</strong>
        </Trans>
        {optional === '' ? '' : t`, and optionally ${optional}`}.
        {kind === 'badges' ? t` Times such as 2026-11-27 10:00 are read in this device's time.` : ''}{' '}
        <Trans>You see every row before anything is saved.</Trans>
      </p>
      <FilePicker
        accept=".csv,text/csv"
        buttonLabel={t`Choose a CSV file`}
        chosen={file ?? t`No file chosen`}
        onChoose={(f) => void choose(f)}
      />
      {step.kind === 'busy' ? (
        <p role="status">
          <Trans>Reading {file}…</Trans>
        </p>
      ) : null}
      {step.kind === 'problem' ? (
        <FormAlert tone="error" title={step.title}>
          {step.detail}
        </FormAlert>
      ) : null}
      {step.kind === 'done' ? <FormAlert tone="success" title={texts.imported(kind, step.count)} /> : null}
      {step.kind === 'preview' ? (
        <Preview step={step} kind={kind} onImport={() => void save(step.file, step.csv)} />
      ) : null}
      <div>
        <Button variant="ghost" onClick={onClose}>
          {step.kind === 'preview' ? t`Cancel` : t`Close`}
        </Button>
      </div>
    </section>
  );
}

type PreviewProps = { step: Extract<Step, { kind: 'preview' }>; kind: ImportKind; onImport: () => void };

function Preview({ step, kind, onImport }: PreviewProps) {
  const { t } = useLingui();
  const { rows, valid, invalid } = step.preview;
  const total = rows.length;
  return (
    <>
      {invalid > 0 ? (
        <FormAlert
          tone="error"
          title={t`${plural(invalid, { one: `# of ${total} rows has problems`, other: `# of ${total} rows have problems` })}`}
        >
          <Trans>
            Nothing is imported until every row is right. Fix the marked lines in the file, then choose it
            again.
          </Trans>
        </FormAlert>
      ) : (
        <FormAlert tone="info" title={texts.ready(kind, valid)} />
      )}
      <ol className={styles.rows} aria-label={t`Rows of the file`}>
        {rows.map((row) => {
          const isBad = Object.keys(row.errors).length > 0;
          const line = row.line;
          return (
            <li key={row.line} className={`${styles.row} ${isBad ? styles.bad : ''}`}>
              <span className={styles.line}>
                <Trans>Line {line}</Trans>
              </span>
              <span>
                <span className={styles.name}>{row.name === '' ? t`(no name)` : row.name}</span>{' '}
                {isBad ? (
                  <span className={styles.problem}>— {errorText(row.errors)}</span>
                ) : (
                  <span className={styles.ok}>
                    <Trans>ready</Trans>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {invalid === 0 ? <Button onClick={onImport}>{texts.importButton(kind, valid)}</Button> : null}
    </>
  );
}
