// The company-visit checkpoints (provider-api.md §4): six levels along one bar, how many visits the
// attendee has, and what the next level needs and gives. The bar is one progressbar for screen
// readers; the level list under it says which are reached.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkpointProgress,
  CHECKPOINT_LEVELS,
  CHECKPOINT_MAX_VISITS as MAX,
} from '../profile-checkpoints.ts';
import card from './profile.module.css';
import styles from './checkpoint-tracker.module.css';

export function CheckpointTracker({ visits }: { visits: number }) {
  const { t } = useLingui();
  const progress = checkpointProgress(visits);
  const { next } = progress;
  const { level, visitsToNext } = progress;
  const levels = CHECKPOINT_LEVELS.length;
  const count = progress.visits;
  const nextLine = () => {
    if (next === null) return t`Every checkpoint reached. Well travelled!`;
    const nextLevel = next.level;
    const entries = next.entries;
    return t`${plural(visitsToNext, { one: '# more company visit', other: '# more company visits' })} to reach level ${nextLevel} and +${entries} draw entries.`;
  };
  return (
    <section className={card.card} aria-labelledby="checkpoints-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="checkpoints-title">
          <Trans>Company checkpoints</Trans>
        </h2>
        <p className={card.cardText}>
          <Trans>Visit sponsor booths and collect their badges to unlock extra draw entries.</Trans>
        </p>
      </div>
      <div className={styles.summary}>
        <span className={styles.level}>{level === 0 ? t`No level yet` : t`Level ${level} of ${levels}`}</span>
        <span className={styles.visits}>{t`${plural(count, { one: '# visit', other: '# visits' })}`}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby="checkpoints-title"
        aria-valuemin={0}
        aria-valuemax={MAX}
        aria-valuenow={Math.min(progress.visits, MAX)}
        aria-valuetext={t`${count} of ${MAX} company visits, level ${level}`}
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
              <span className="visually-hidden">
                {' '}
                <Trans>visits</Trans>
              </span>
            </span>
            <span className={styles.stepEntries}>
              +{segment.entries}
              <span className="visually-hidden"> {segment.isReached ? t`entries, reached` : t`entries`}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.next}>{nextLine()}</p>
    </section>
  );
}
