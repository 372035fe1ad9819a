// The company-visit checkpoints (provider-api.md §4): six levels along one bar, how many visits the
// attendee has, and what the next level needs and gives. The bar is one progressbar for screen
// readers; the level list under it says which are reached.
import {
  checkpointProgress,
  CHECKPOINT_LEVELS,
  CHECKPOINT_MAX_VISITS as MAX,
} from '../profile-checkpoints.ts';
import card from './profile.module.css';
import styles from './checkpoint-tracker.module.css';

function nextLine(visitsToNext: number, level: number, entries: number): string {
  const visits = visitsToNext === 1 ? '1 more company visit' : `${visitsToNext} more company visits`;
  return `${visits} to reach level ${level} and +${entries} draw entries.`;
}

export function CheckpointTracker({ visits }: { visits: number }) {
  const progress = checkpointProgress(visits);
  const { next } = progress;
  return (
    <section className={card.card} aria-labelledby="checkpoints-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="checkpoints-title">
          Company checkpoints
        </h2>
        <p className={card.cardText}>
          Visit sponsor booths and collect their badges to unlock extra draw entries.
        </p>
      </div>
      <div className={styles.summary}>
        <span className={styles.level}>
          {progress.level === 0 ? 'No level yet' : `Level ${progress.level} of ${CHECKPOINT_LEVELS.length}`}
        </span>
        <span className={styles.visits}>
          {progress.visits} {progress.visits === 1 ? 'visit' : 'visits'}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby="checkpoints-title"
        aria-valuemin={0}
        aria-valuemax={MAX}
        aria-valuenow={Math.min(progress.visits, MAX)}
        aria-valuetext={`${progress.visits} of ${MAX} company visits, level ${progress.level}`}
      >
        {progress.segments.map((segment) => (
          <span key={segment.level} className={styles.segment} data-reached={segment.isReached}>
            <span className={styles.fill} style={{ width: `${segment.fill * 100}%` }} />
          </span>
        ))}
      </div>
      <ol className={styles.levels}>
        {progress.segments.map((segment) => (
          <li key={segment.level} className={styles.step} data-reached={segment.isReached}>
            <span className={styles.stepVisits}>
              {segment.visits}
              <span className="visually-hidden"> visits</span>
            </span>
            <span className={styles.stepEntries}>
              +{segment.entries}
              <span className="visually-hidden"> entries{segment.isReached ? ', reached' : ''}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.next}>
        {next === null
          ? 'Every checkpoint reached. Well travelled!'
          : nextLine(progress.visitsToNext, next.level, next.entries)}
      </p>
    </section>
  );
}
