// The programme import panel (issue 22): pick a frab schedule.xml or pretalx schedule.json (or
// paste it), Preview what it would do, then Apply that same text. The report names the sessions;
// a bad file shows the server's own words, which name the line or element at fault.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ImportReport } from '../api/programme.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { fieldsLabel, importCounts, importDetail, importHeadline, removalCost } from '../programme-diff.ts';
import type { ImportStep, ProgrammeImport } from '../use-programme-import.ts';
import { FilePicker } from './file-picker.tsx';
import styles from './programme.module.css';

/** A long list names this many, then says how many more. */
const NAMED = 8;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the formats' own names, the same in every language
const FORMATS = { 'frab-xml': 'frab XML', 'pretalx-json': 'pretalx JSON' } as const;

type ProgrammeImportProps = {
  flow: ProgrammeImport;
  isOnline: boolean;
  badgeName: (id: number) => string | null;
};

export function ProgrammeImport({ flow, isOnline, badgeName }: ProgrammeImportProps) {
  const { t } = useLingui();
  const { step } = flow;
  const isBusy = step.kind === 'busy';
  const isEmpty = flow.text.trim() === '';
  return (
    <section className={styles.import} aria-labelledby="programme-import-title">
      <h2 id="programme-import-title" className={styles.title}>
        {t`Import a schedule`}
      </h2>
      <p className={styles.note}>
        {t`A frab schedule.xml (frab, pretalx, Pentabarf, wafer, OSEM) or a pretalx schedule.json. Sessions are matched by guid: stars and badge links stay. Sessions made here by hand are never removed.`}
      </p>
      <FilePicker
        accept=".xml,.json,application/xml,text/xml,application/json"
        buttonLabel={t`Choose file`}
        chosen={flow.fileName ?? (isEmpty ? t`No file chosen` : t`Pasted text`)}
        onChoose={flow.choose}
      />
      <label className={styles.note} htmlFor="programme-import-text">
        {t`Or paste the file`}
      </label>
      <textarea
        id="programme-import-text"
        className={styles.text}
        value={flow.text.length > 20_000 ? `${flow.text.slice(0, 20_000)}\n…` : flow.text}
        readOnly={flow.text.length > 20_000}
        onChange={(event) => flow.paste(event.target.value)}
        spellCheck={false}
      />
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          disabled={isEmpty || !isOnline}
          isBusy={isBusy && !step.isApplying}
          busyLabel={t`Reading…`}
          onClick={flow.preview}
        >
          {t`Preview`}
        </Button>
        <Button
          disabled={!flow.canApply || !isOnline}
          isBusy={isBusy && step.isApplying}
          busyLabel={t`Applying…`}
          onClick={flow.apply}
        >
          {t`Apply`}
        </Button>
      </div>
      <ImportOutcome step={step} badgeName={badgeName} />
    </section>
  );
}

function ImportOutcome({ step, badgeName }: { step: ImportStep; badgeName: (id: number) => string | null }) {
  const { t } = useLingui();
  if (step.kind === 'idle' || step.kind === 'busy') return null;
  if (step.kind === 'failed') {
    return (
      <FormAlert tone="error" title={step.title}>
        {step.detail}
      </FormAlert>
    );
  }
  if (step.kind === 'invalid') {
    return (
      <FormAlert tone="error" title={t`Not imported: the file has faults`}>
        <ul className={styles.errors}>
          {step.errors.map((error) => (
            <li key={error}>
              <code>{error}</code>
            </li>
          ))}
        </ul>
        {t`Nothing changed.`}
      </FormAlert>
    );
  }
  return <Report report={step.report} badgeName={badgeName} />;
}

const when = (start: string) => `${start.slice(0, 10)} ${start.slice(11, 16)}`;

function Report({ report, badgeName }: { report: ImportReport; badgeName: (id: number) => string | null }) {
  const { t } = useLingui();
  return (
    <div className={styles.report} aria-label={report.isApplied ? t`Import result` : t`Import preview`}>
      <FormAlert tone={report.isApplied ? 'success' : 'info'} title={importHeadline(report)}>
        {`${report.conference} (${FORMATS[report.format]}) · ${importDetail(report)}`}
        {report.isApplied
          ? t`. Phones get it on their next connection.`
          : t`. Nothing is changed until Apply.`}
      </FormAlert>
      <ul className={styles.counts}>
        {importCounts(report).map((count) => (
          <li key={count.key} className={styles.count} data-count={count.key}>
            <strong>{count.count}</strong>
            {count.label}
          </li>
        ))}
      </ul>
      <Named title={t`Added`} group="added" items={report.added.map((s) => ({ ...s, why: null }))} />
      <Named
        title={t`Changed`}
        group="changed"
        items={report.changed.map((s) => ({ ...s, why: fieldsLabel(s.fields) }))}
      />
      <Named
        title={t`Removed`}
        group="removed"
        items={report.removed.map((s) => ({ ...s, why: removalCost(s, badgeName) }))}
      />
    </div>
  );
}

type NamedItem = { guid: string; title: string; start: string; room: string | null; why: string | null };

type NamedProps = { title: string; group: 'added' | 'changed' | 'removed'; items: NamedItem[] };

function Named({ title, group, items }: NamedProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  const rest = items.length - NAMED;
  const label = t`${select(group, {
    added: 'Added sessions',
    changed: 'Changed sessions',
    removed: 'Removed sessions',
    other: 'Sessions',
  })}`;
  return (
    <section className={styles.group} aria-label={label}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.sessions}>
        {items.slice(0, NAMED).map((item) => (
          <li key={item.guid}>
            {item.title}
            <span className={styles.why}>
              {[when(item.start), item.room, item.why].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
        {rest > 0 ? <li>{t`and ${rest} more`}</li> : null}
      </ul>
    </section>
  );
}
