// /admin?section=transfer (admin staff, issue 13): download the attendees, booth visitors, badge
// awards and the leads of sponsors who agreed (issue 29) as CSV and the event's configuration as JSON; and set up an empty server from such a
// configuration (next year's event). Downloads carry the admin's session; each shows its bytes.
import type { ReactNode } from 'react';
import type { ExportKind, ImportCounts } from './api/transfer.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { formatBytes, ProgressBar } from '../ui/progress-bar.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { FilePicker } from './components/file-picker.tsx';
import { useConsoleTransfer, type DownloadState, type ImportState } from './use-transfer.ts';
import rows from './components/admin.module.css';
import panels from './components/panels.module.css';
import styles from './components/transfer.module.css';

const EXPORTS: { kind: ExportKind; title: string; detail: string; format: string }[] = [
  {
    kind: 'attendees',
    title: 'Attendees',
    detail: 'Everyone who signed up: nickname, email, course, tokens, badges held, sign-up time.',
    format: 'CSV',
  },
  {
    kind: 'visitors',
    title: 'Booth visitors',
    detail: 'Every sponsor scan: company, attendee, when it happened.',
    format: 'CSV',
  },
  {
    kind: 'awards',
    title: 'Badge awards',
    detail: 'Every badge given: badge, attendee, by whom, when.',
    format: 'CSV',
  },
  {
    kind: 'leads',
    title: 'Sponsors’ leads',
    detail:
      'Each visitor of a sponsor who lets you have its leads: rating, tags, note, follow-up. Sponsors who did not agree are left out.',
    format: 'CSV',
  },
  {
    kind: 'config',
    title: 'Event configuration',
    detail:
      'Badges with their pictures, store, wheel, slots, sponsors, venue plan and booths. No people, no history.',
    format: 'JSON',
  },
];

const COUNT_LABELS: [keyof ImportCounts, string][] = [
  ['badges', 'badges'],
  ['products', 'store items'],
  ['prizes', 'wheel prizes'],
  ['companies', 'sponsors'],
  ['booths', 'booths'],
  ['courses', 'courses'],
  ['payouts', 'slot payouts'],
  ['pictures', 'pictures'],
];

/** `nav`: the console's section switch, shown under the title. */
export function TransferSection({ nav }: { nav: ReactNode }) {
  const transfer = useConsoleTransfer();
  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title="Import & export"
        subtitle="Take the event's data to a spreadsheet, or set up this server from another event's configuration."
      />
      {nav}
      <div className={`${panels.panels} ${styles.panels}`}>
        <section className={panels.panel} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.panelTitle}>
            Export
          </h2>
          <ul className={rows.list}>
            {EXPORTS.map((item) => (
              <li key={item.kind} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  <span className={styles.itemDetail}>{item.detail}</span>
                  <DownloadStatus state={transfer.downloads[item.kind]} />
                </div>
                <Button
                  variant="secondary"
                  isBusy={transfer.downloads[item.kind]?.kind === 'downloading'}
                  busyLabel="Downloading…"
                  onClick={() => void transfer.download(item.kind)}
                >
                  Download {item.format}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <ImportPanel transfer={transfer} />
      </div>
    </div>
  );
}

function DownloadStatus({ state }: { state: DownloadState | undefined }) {
  if (state === undefined || state.kind === 'idle') return null;
  if (state.kind === 'downloading') {
    return <ProgressBar label="Downloading" loaded={state.progress.loaded} total={state.progress.total} />;
  }
  if (state.kind === 'done') {
    return (
      <span className={styles.done} role="status">
        Saved {state.filename} ({formatBytes(state.bytes)})
      </span>
    );
  }
  return (
    <span className={styles.failed} role="alert">
      {state.message}
    </span>
  );
}

function ImportPanel({ transfer }: { transfer: ReturnType<typeof useConsoleTransfer> }) {
  const { file, result } = transfer;
  return (
    <section className={panels.panel} aria-labelledby="import-title">
      <h2 id="import-title" className={styles.panelTitle}>
        Import a configuration
      </h2>
      <p className={styles.note}>
        Recreates the badges, store, wheel, sponsors and venue of a configuration file exported from Confetti.
        It only runs on an empty server: nothing already set up here is ever overwritten.
      </p>
      <FilePicker
        accept="application/json,.json"
        buttonLabel="Choose file"
        chosen={file === null ? 'No file chosen' : `${file.name} · ${formatBytes(file.size)}`}
        onChoose={transfer.choose}
      />
      <Button
        isBlock
        disabled={file === null}
        isBusy={result.kind === 'importing'}
        busyLabel="Importing…"
        onClick={() => void transfer.runImport()}
      >
        Import configuration
      </Button>
      <ImportResult result={result} />
    </section>
  );
}

function ImportResult({ result }: { result: ImportState }) {
  switch (result.kind) {
    case 'idle':
    case 'importing':
      return null;
    case 'imported':
      return (
        <FormAlert tone="success" title="Configuration imported">
          {COUNT_LABELS.map(([key, label]) => `${result.counts[key]} ${label}`).join(' · ')}. Attendees see it
          on their next visit.
        </FormAlert>
      );
    case 'invalid':
      return (
        <FormAlert tone="error" title="Not imported: the file has mistakes">
          <ul className={styles.errors}>
            {result.errors.map(([place, message]) => (
              <li key={place}>
                <code>{place}</code> {message}
              </li>
            ))}
          </ul>
          Nothing was written. Fix these places in the file and try again.
        </FormAlert>
      );
    case 'failed':
      return (
        <FormAlert tone="error" title={result.title}>
          {result.detail}
        </FormAlert>
      );
  }
}
