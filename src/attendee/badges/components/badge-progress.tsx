// "23 of 96 collected" with a bar: how far the attendee is through the badgedex. While their own
// badges are unknown it says so, and offers a retry if reading them failed (never a stuck state).
import styles from './badge-progress.module.css';

const count = new Intl.NumberFormat('en-GB');

type BadgeProgressProps = {
  /** Badges held, or null while unknown. */
  owned: number | null;
  total: number;
  /** Set when the attendee's own badges could not be read; retries that read. */
  onRetry?: () => void;
};

export function BadgeProgress({ owned, total, onRetry }: BadgeProgressProps) {
  const share = owned === null || total === 0 ? 0 : Math.min(1, owned / total);
  return (
    <div className={styles.progress}>
      {owned !== null ? (
        <p className={styles.text}>
          <strong className={styles.number}>{count.format(owned)}</strong> of {count.format(total)} collected
        </p>
      ) : onRetry === undefined ? (
        <p className={styles.text}>
          <span className={styles.pending}>Checking your badges…</span>
        </p>
      ) : (
        <p className={styles.text}>
          <span className={styles.pending}>Couldn't check which badges you hold.</span>{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}
