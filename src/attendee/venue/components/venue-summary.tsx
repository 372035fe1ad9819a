// "12 of 30 booths visited" with a bar, and the legend of the two marks. While the attendee's own
// badges are unknown it says so (with a retry when reading them failed), never a wrong count.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { VisitedMark } from './venue-glyphs.tsx';
import styles from './map.module.css';

type VenueSummaryProps = {
  visited: number | null;
  total: number;
  onRetry: (() => void) | null;
};

export function VenueSummary({ visited, total, onRetry }: VenueSummaryProps) {
  const { t } = useLingui();
  const share = visited === null || total === 0 ? 0 : visited / total;
  return (
    <div className={styles.summary}>
      {visited !== null ? (
        <p className={styles.count}>
          <Trans>
            <strong className={styles.countNumber}>{visited}</strong> of{' '}
            <Plural value={total} one="# booth visited" other="# booths visited" />
          </Trans>
        </p>
      ) : (
        <p className={styles.count}>
          {onRetry === null ? (
            t`Checking which booths you visited…`
          ) : (
            <>
              <Trans>Couldn't check which booths you visited.</Trans>{' '}
              <button type="button" className={styles.inlineRetry} onClick={onRetry}>
                <Trans>Try again</Trans>
              </button>
            </>
          )}
        </p>
      )}
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <ul className={styles.legend} aria-label={t`Legend`}>
        <li>
          <VisitedMark isVisited size="sm" /> <Trans>Visited</Trans>
        </li>
        <li>
          <VisitedMark isVisited={false} size="sm" /> <Trans>Not yet</Trans>
        </li>
      </ul>
    </div>
  );
}
