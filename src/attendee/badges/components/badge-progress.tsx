// "23 of 96 collected" with a bar: how far the attendee is through the badgedex. While their own
// badges are unknown it says so, and offers a retry if reading them failed (never a stuck state).
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './badge-progress.module.css';

type BadgeProgressProps = {
  /** Badges held, or null while unknown. */
  owned: number | null;
  total: number;
  /** Set when the attendee's own badges could not be read; retries that read. */
  onRetry?: () => void;
};

export function BadgeProgress({ owned, total, onRetry }: BadgeProgressProps) {
  const { i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const ownedText = owned === null ? '' : count.format(owned);
  const totalText = count.format(total);
  const share = owned === null || total === 0 ? 0 : Math.min(1, owned / total);
  return (
    <div className={styles.progress}>
      {owned !== null ? (
        <p className={styles.text}>
          <Trans>
            <strong className={styles.number}>{ownedText}</strong> of {totalText} collected
          </Trans>
        </p>
      ) : onRetry === undefined ? (
        <p className={styles.text}>
          <span className={styles.pending}>
            <Trans>Checking your badges…</Trans>
          </span>
        </p>
      ) : (
        <p className={styles.text}>
          <span className={styles.pending}>
            <Trans>Couldn't check which badges you hold.</Trans>
          </span>{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
    </div>
  );
}
