// /admin?section=transfer (admin staff, issue 13): download the attendees, booth visitors, badge
// awards and the leads of sponsors who agreed (issue 29) as CSV and the event's configuration as JSON; and set up an empty server from such a
// configuration (next year's event). Downloads carry the admin's session; each shows its bytes.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '#i18n/runtime';
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

const EXPORTS: { kind: ExportKind; title: MessageDescriptor; detail: MessageDescriptor; format: string }[] = [
  {
    kind: 'attendees',
    title: msg`Attendees`,
    detail: msg`Everyone who signed up: nickname, email, course, tokens, badges held, sign-up time.`,
    format: 'CSV',
  },
  {
    kind: 'visitors',
    title: msg`Booth visitors`,
    detail: msg`Every sponsor scan: company, attendee, when it happened.`,
    format: 'CSV',
  },
  {
    kind: 'awards',
    title: msg`Badge awards`,
    detail: msg`Every badge given: badge, attendee, by whom, when.`,
    format: 'CSV',
  },
  {
    kind: 'leads',
    title: msg`Sponsors’ leads`,
    detail: msg`Each visitor of a sponsor who lets you have its leads: rating, tags, note, follow-up. Sponsors who did not agree are left out.`,
    format: 'CSV',
  },
  {
    kind: 'config',
    title: msg`Event configuration`,
    detail: msg`Badges with their pictures, store, wheel, slots, sponsors, venue plan and booths. No people, no history.`,
    format: 'JSON',
  },
];

/** Each count in its own words: the nouns' genders differ in Portuguese. */
const COUNT_TEXTS: [keyof ImportCounts, (n: number) => MessageDescriptor][] = [
  ['badges', (n) => msg`${plural(n, { one: '# badge', other: '# badges' })}`],
  ['products', (n) => msg`${plural(n, { one: '# store item', other: '# store items' })}`],
  ['prizes', (n) => msg`${plural(n, { one: '# wheel prize', other: '# wheel prizes' })}`],
  ['companies', (n) => msg`${plural(n, { one: '# sponsor', other: '# sponsors' })}`],
  ['booths', (n) => msg`${plural(n, { one: '# booth', other: '# booths' })}`],
  ['courses', (n) => msg`${plural(n, { one: '# course', other: '# courses' })}`],
  ['payouts', (n) => msg`${plural(n, { one: '# slot payout', other: '# slot payouts' })}`],
  ['pictures', (n) => msg`${plural(n, { one: '# picture', other: '# pictures' })}`],
];

/** `nav`: the console's section switch, shown under the title. */
export function TransferSection({ nav }: { nav: ReactNode }) {
  const { i18n, t } = useLingui();
  const transfer = useConsoleTransfer();
  return (
    <div className={pageStyles.page}>
      <ScreenHeader
        title={t`Import & export`}
        subtitle={t`Take the event's data to a spreadsheet, or set up this server from another event's configuration.`}
      />
      {nav}
      <div className={`${panels.panels} ${styles.panels}`}>
        <section className={panels.panel} aria-labelledby="export-title">
          <h2 id="export-title" className={styles.panelTitle}>
            <Trans>Export</Trans>
          </h2>
          <ul className={rows.list}>
            {EXPORTS.map(({ format, ...item }) => (
              <li key={item.kind} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>{i18n._(item.title)}</span>
                  <span className={styles.itemDetail}>{i18n._(item.detail)}</span>
                  <DownloadStatus state={transfer.downloads[item.kind]} />
                </div>
                <Button
                  variant="secondary"
                  isBusy={transfer.downloads[item.kind]?.kind === 'downloading'}
                  busyLabel={t`Downloading…`}
                  onClick={() => void transfer.download(item.kind)}
                >
                  <Trans>Download {format}</Trans>
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
  const { t } = useLingui();
  if (state === undefined || state.kind === 'idle') return null;
  if (state.kind === 'downloading') {
    return <ProgressBar label={t`Downloading`} loaded={state.progress.loaded} total={state.progress.total} />;
  }
  if (state.kind === 'done') {
    const { filename } = state;
    const size = formatBytes(state.bytes);
    return (
      <span className={styles.done} role="status">
        <Trans>
          Saved {filename} ({size})
        </Trans>
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
  const { t } = useLingui();
  const { file, result } = transfer;
  const fileName = file?.name;
  const fileSize = file === null ? '' : formatBytes(file.size);
  return (
    <section className={panels.panel} aria-labelledby="import-title">
      <h2 id="import-title" className={styles.panelTitle}>
        <Trans>Import a configuration</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>
          Recreates the badges, store, wheel, sponsors and venue of a configuration file exported from
          Confetti. It only runs on an empty server: nothing already set up here is ever overwritten.
        </Trans>
      </p>
      <FilePicker
        accept="application/json,.json"
        buttonLabel={t`Choose file`}
        chosen={file === null ? t`No file chosen` : `${fileName} · ${fileSize}`}
        onChoose={transfer.choose}
      />
      <Button
        isBlock
        disabled={file === null}
        isBusy={result.kind === 'importing'}
        busyLabel={t`Importing…`}
        onClick={() => void transfer.runImport()}
      >
        <Trans>Import configuration</Trans>
      </Button>
      <ImportResult result={result} />
    </section>
  );
}

function ImportResult({ result }: { result: ImportState }) {
  const { i18n, t } = useLingui();
  switch (result.kind) {
    case 'idle':
    case 'importing':
      return null;
    case 'imported':
      return (
        <FormAlert tone="success" title={t`Configuration imported`}>
          {COUNT_TEXTS.map(([key, text]) => i18n._(text(result.counts[key]))).join(' · ')}.{' '}
          <Trans>Attendees see it on their next visit.</Trans>
        </FormAlert>
      );
    case 'invalid':
      return (
        <FormAlert tone="error" title={t`Not imported: the file has mistakes`}>
          <ul className={styles.errors}>
            {result.errors.map(([place, message]) => (
              <li key={place}>
                <code>{place}</code> {message}
              </li>
            ))}
          </ul>
          <Trans>Nothing was written. Fix these places in the file and try again.</Trans>
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
