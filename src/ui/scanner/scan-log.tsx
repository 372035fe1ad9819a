// The running list under a scanner: one row per scan of this session, newest first, with who it
// was, what happened and when. The count of successes is the caller's headline.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CARD_CODE_DIGITS, formatCardCode } from '#contract/card-code';
import { i18n } from '#i18n/runtime';
import type { ScannedCode } from './scan-code.ts';
import type { ScanResult } from './scan-feedback.ts';
import styles from './scan-log.module.css';

export type ScanLogEntry = {
  id: string;
  at: Date;
  /** The attendee's name when known, else their nickname or a short card code. */
  who: string;
  result: ScanResult;
};

const MARKS: Record<ScanResult['kind'], string> = {
  success: '✓',
  queued: '↻',
  already: '=',
  'out-of-period': '⏱',
  'not-ours': '✕',
  failure: '✕',
};

type ScanLogProps = { entries: readonly ScanLogEntry[]; emptyText: string; title: string };

export function ScanLog({ entries, emptyText, title }: ScanLogProps) {
  const { i18n: active } = useLingui();
  const timeFormat = new Intl.DateTimeFormat(active.locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (
    <section className={styles.log} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.row} data-kind={entry.result.kind}>
              <span className={styles.mark} aria-hidden="true">
                {MARKS[entry.result.kind]}
              </span>
              <span className={styles.text}>
                <span className={styles.who}>{entry.who}</span>
                <span className={styles.what}>
                  {entry.result.title}
                  {entry.result.detail ? ` · ${entry.result.detail}` : ''}
                </span>
              </span>
              <time className={styles.time} dateTime={entry.at.toISOString()}>
                {timeFormat.format(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** How an attendee is named in the log (and the outbox) before their name is known. */
export function shortWho(code: ScannedCode): string {
  if (code.by === 'nickname') return `@${code.nickname}`;
  const card = formatCardCode(code.by === 'code' ? code.code : code.id.slice(0, CARD_CODE_DIGITS));
  return i18n._(msg`Card ${card}`);
}
