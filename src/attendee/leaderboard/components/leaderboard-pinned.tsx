// "You · #64": the signed-in attendee's place, pinned to the bottom of the screen whenever their
// own row is not in view — below the rows shown, or scrolled away (then a tap brings it back).
// An attendee who is not ranked on this board is told how to get on it.
import { Link } from '../../../ui/link.tsx';
import type { LeaderboardEntry } from '../../../api/leaderboard.ts';
import styles from './leaderboard-pinned.module.css';

const count = new Intl.NumberFormat('en-GB');

type PinnedProps = {
  me: LeaderboardEntry | null;
  total: number;
  isDaily: boolean;
  /** Set when the row is in the list but scrolled out of view: the bar scrolls back to it. */
  onJump?: () => void;
};

export function LeaderboardPinned({ me, total, isDaily, onJump }: PinnedProps) {
  if (me === null) {
    return (
      <div className={styles.pinned} role="status">
        <p className={styles.text}>
          <strong>You're not on this board yet.</strong>{' '}
          {isDaily ? 'Collect a badge today to join it.' : 'Collect your first badge to join it.'}
        </p>
        <Link className={styles.action} to="/attendee/badgedex">
          Badgedex
        </Link>
      </div>
    );
  }
  const body = (
    <>
      <span className={styles.rank}>#{count.format(me.rank)}</span>
      <span className={styles.text}>
        <strong>You</strong>
        <span className={styles.detail}>
          {count.format(me.badges)} {me.badges === 1 ? 'badge' : 'badges'} · {count.format(me.tokens)} tokens
        </span>
      </span>
      <span className={styles.of}>{onJump ? 'Show' : `of ${count.format(total)}`}</span>
    </>
  );
  return onJump ? (
    <button type="button" className={`${styles.pinned} ${styles.button}`} onClick={onJump}>
      <span className="visually-hidden">Scroll to your row: </span>
      {body}
    </button>
  ) : (
    <div className={styles.pinned}>
      <span className="visually-hidden">Your place: </span>
      {body}
    </div>
  );
}
