// How late the outboxes' writes arrived (issue 13): awards that happened on a device offline and
// reached the server later, how many, and the latest of them. Presentational.
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LATE_WRITE_SECONDS } from '#contract/constants';
import type { Dashboard } from '../api/dashboard.ts';
import { DashCard } from './dash-card.tsx';
import { clockTime } from './clock-time.ts';
import styles from './dashboard.module.css';

/** 45 s, 12 min, 2 h 5 min. */
export function lagText(seconds: number): string {
  if (seconds < 60) return t`${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t`${minutes} min`;
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return t`${hours} h ${rest} min`;
}

export function OutboxCard({ outbox }: { outbox: Dashboard['outbox'] }) {
  const { t } = useLingui();
  const { oldest, lateCount } = outbox;
  const limit = LATE_WRITE_SECONDS;
  const badge = oldest?.badge;
  const scannedAt = oldest ? clockTime(oldest.occurredAt) : '';
  const receivedAt = oldest ? clockTime(oldest.receivedAt) : '';
  return (
    <DashCard title={t`Offline scans`} aside={t`${lateCount} late`}>
      {oldest === null ? (
        <p className={styles.empty}>
          <Trans>Every award reached the server within {limit} s of the scan: no device was offline.</Trans>
        </p>
      ) : (
        <div className={styles.outbox}>
          <span className={styles.tileValue}>{lagText(oldest.lagSeconds)}</span>
          <span className={styles.tileDetail}>
            <Trans>
              the longest a scan waited in a device&apos;s outbox: {badge}, scanned at {scannedAt}, received
              at {receivedAt}.
            </Trans>
          </span>
          <span className={styles.tileDetail}>
            {t`${plural(lateCount, { one: `# award arrived over ${limit} s after the scan.`, other: `# awards arrived over ${limit} s after the scan.` })}`}
          </span>
        </div>
      )}
    </DashCard>
  );
}
