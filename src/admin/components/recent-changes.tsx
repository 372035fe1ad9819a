// The dashboard's "Recent changes" card (issue 13): the audit log's latest entries — when, who,
// what — read with the rest of the dashboard, every 10 s while the page is visible.
import { Trans, useLingui } from '@lingui/react/macro';
import { readRecentChanges } from '../api/audit.ts';
import { useReading } from '../../ui/use-reading.ts';
import { changeLabel } from '../change-label.ts';
import { DASHBOARD_POLL_MS } from '../use-dashboard.ts';
import { usePollWhileVisible } from '../use-poll-while-visible.ts';
import { DashCard } from './dash-card.tsx';
import { dateLocale } from '#i18n/runtime';
import styles from './dashboard.module.css';

const SHOWN = 8;

const when = (at: Date) =>
  new Intl.DateTimeFormat(dateLocale(), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

export function RecentChanges() {
  const { t } = useLingui();
  const reading = useReading('console-audit', () => readRecentChanges(SHOWN));
  usePollWhileVisible(reading.reload, DASHBOARD_POLL_MS);
  const entries = reading.data;
  return (
    <DashCard title={t`Recent changes`} wide>
      {entries === null ? (
        <p className={styles.empty}>
          {reading.error === null ? t`Loading the changes…` : t`The changes could not be read.`}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No change made in the console yet.</Trans>
        </p>
      ) : (
        <ol className={styles.changes}>
          {entries.map((entry) => {
            const { actor } = entry;
            const change = changeLabel(entry);
            return (
              <li key={entry.id} className={styles.change}>
                <time className={styles.changeTime} dateTime={entry.at.toISOString()}>
                  {when(entry.at)}
                </time>
                <span>
                  <Trans>
                    <strong>{actor}</strong> {change}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </DashCard>
  );
}
