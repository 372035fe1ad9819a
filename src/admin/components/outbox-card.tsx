// How late the outboxes' writes arrived (issue 13): awards that happened on a device offline and
// reached the server later, how many, and the latest of them. Presentational.
import { LATE_WRITE_SECONDS } from '#contract/constants';
import type { Dashboard } from '../api/dashboard.ts';
import { DashCard } from './dash-card.tsx';
import { clockTime } from './clock-time.ts';
import styles from './dashboard.module.css';

/** 45 s, 12 min, 2 h 5 min. */
export function lagText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function OutboxCard({ outbox }: { outbox: Dashboard['outbox'] }) {
  const { oldest, lateCount } = outbox;
  return (
    <DashCard title="Offline scans" aside={`${lateCount} late`}>
      {oldest === null ? (
        <p className={styles.empty}>
          Every award reached the server within {LATE_WRITE_SECONDS} s of the scan: no device was offline.
        </p>
      ) : (
        <div className={styles.outbox}>
          <span className={styles.tileValue}>{lagText(oldest.lagSeconds)}</span>
          <span className={styles.tileDetail}>
            the longest a scan waited in a device&apos;s outbox: {oldest.badge}, scanned at{' '}
            {clockTime(oldest.occurredAt)}, received at {clockTime(oldest.receivedAt)}.
          </span>
          <span className={styles.tileDetail}>
            {lateCount} {lateCount === 1 ? 'award' : 'awards'} arrived over {LATE_WRITE_SECONDS} s after the
            scan.
          </span>
        </div>
      )}
    </DashCard>
  );
}
