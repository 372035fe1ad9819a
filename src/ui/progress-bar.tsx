// A labelled progress bar of bytes moved ("2.1 MB of 4.0 MB"); indeterminate when the total is
// unknown. Presentational.
import styles from './progress-bar.module.css';

export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1000))} kB`;
}

type ProgressBarProps = { label: string; loaded: number; total: number | null };

export function ProgressBar({ label, loaded, total }: ProgressBarProps) {
  const ratio = total !== null && total > 0 ? Math.min(1, loaded / total) : null;
  const text =
    total === null ? `${formatBytes(loaded)} received` : `${formatBytes(loaded)} of ${formatBytes(total)}`;
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
