// A labelled progress bar of bytes moved ("2.1 MB of 4.0 MB"); indeterminate when the total is
// unknown. Presentational.
import { useLingui } from '@lingui/react/macro';
import { i18n } from '#i18n/runtime';
import styles from './progress-bar.module.css';

/** "2.1 MB" or "12 kB", the number written the active language's way ("2,1 MB" in Portuguese). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) {
    return new Intl.NumberFormat(i18n.locale, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(bytes / 1_000_000);
  }
  return new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'kilobyte' }).format(
    Math.max(0, Math.round(bytes / 1000)),
  );
}

type ProgressBarProps = { label: string; loaded: number; total: number | null };

export function ProgressBar({ label, loaded, total }: ProgressBarProps) {
  const { t } = useLingui();
  const ratio = total !== null && total > 0 ? Math.min(1, loaded / total) : null;
  const received = formatBytes(loaded);
  const size = total === null ? '' : formatBytes(total);
  const text = total === null ? t`${received} received` : t`${received} of ${size}`;
  return (
    <div className={styles.wrap}>
      <div className={styles.labels}>
        <span>{label}</span>
        <span className={styles.amount}>{text}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : loaded}
        aria-valuetext={text}
      >
        <div
          className={ratio === null ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
          style={ratio === null ? undefined : { width: `${(ratio * 100).toFixed(1)}%` }}
        />
      </div>
    </div>
  );
}
