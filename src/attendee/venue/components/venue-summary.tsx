// "12 of 30 booths visited" with a bar, and the legend of the two marks. While the attendee's own
// badges are unknown it says so (with a retry when reading them failed), never a wrong count.
import { VisitedMark } from './venue-glyphs.tsx';
import styles from './map.module.css';

type VenueSummaryProps = {
  visited: number | null;
  total: number;
  onRetry: (() => void) | null;
};

export function VenueSummary({ visited, total, onRetry }: VenueSummaryProps) {
  const share = visited === null || total === 0 ? 0 : visited / total;
  return (
    <div className={styles.summary}>
      {visited !== null ? (
        <p className={styles.count}>
          <strong className={styles.countNumber}>{visited}</strong> of {total} booths visited
        </p>
      ) : (
        <p className={styles.count}>
          {onRetry === null ? (
            'Checking which booths you visited…'
          ) : (
            <>
              Couldn't check which booths you visited.{' '}
              <button type="button" className={styles.inlineRetry} onClick={onRetry}>
                Try again
              </button>
            </>
          )}
        </p>
      )}
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <ul className={styles.legend} aria-label="Legend">
        <li>
          <VisitedMark isVisited size="sm" /> Visited
        </li>
        <li>
          <VisitedMark isVisited={false} size="sm" /> Not yet
        </li>
      </ul>
    </div>
  );
}
