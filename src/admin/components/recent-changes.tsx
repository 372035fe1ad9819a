// The dashboard's "Recent changes" card (issue 13): the audit log's latest entries — when, who,
// what — read with the rest of the dashboard, every 10 s while the page is visible.
import { readRecentChanges } from '../api/audit.ts';
import { useReading } from '../../ui/use-reading.ts';
import { changeLabel } from '../change-label.ts';
import { DASHBOARD_POLL_MS } from '../use-dashboard.ts';
import { usePollWhileVisible } from '../use-poll-while-visible.ts';
import { DashCard } from './dash-card.tsx';
import styles from './dashboard.module.css';

const SHOWN = 8;

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function RecentChanges() {
  const reading = useReading('console-audit', () => readRecentChanges(SHOWN));
  usePollWhileVisible(reading.reload, DASHBOARD_POLL_MS);
  const entries = reading.data;
  return (
    <DashCard title="Recent changes" wide>
      {entries === null ? (
        <p className={styles.empty}>
          {reading.error === null ? 'Loading the changes…' : 'The changes could not be read.'}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.empty}>No change made in the console yet.</p>
      ) : (
        <ol className={styles.changes}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.change}>
              <time className={styles.changeTime} dateTime={entry.at.toISOString()}>
                {WHEN.format(entry.at)}
              </time>
              <span>
                <strong>{entry.actor}</strong> {changeLabel(entry)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashCard>
  );
}
