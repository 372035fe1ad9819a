// "You · #64": the signed-in attendee's place, pinned to the bottom of the screen whenever their
// own row is not in view — below the rows shown, or scrolled away (then a tap brings it back).
// An attendee who is not ranked on this board is told how to get on it.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { LeaderboardEntry } from '../../../api/leaderboard.ts';
import styles from './leaderboard-pinned.module.css';

type PinnedProps = {
  me: LeaderboardEntry | null;
  total: number;
  isDaily: boolean;
  /** Set when the row is in the list but scrolled out of view: the bar scrolls back to it. */
  onJump?: () => void;
};

export function LeaderboardPinned({ me, total, isDaily, onJump }: PinnedProps) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  if (me === null) {
    return (
      <div className={styles.pinned} role="status">
        <p className={styles.text}>
          <strong>
            <Trans>You're not on this board yet.</Trans>
          </strong>{' '}
          {isDaily ? t`Collect a badge today to join it.` : t`Collect your first badge to join it.`}
        </p>
        <Link className={styles.action} to="/attendee/badgedex">
          <Trans>Badgedex</Trans>
        </Link>
      </div>
    );
  }
  const totalText = count.format(total);
  const body = (
    <>
      <span className={styles.rank}>#{count.format(me.rank)}</span>
      <span className={styles.text}>
        <strong>
          <Trans>You</Trans>
        </strong>
        <span className={styles.detail}>
          {t`${plural(me.badges, { one: '# badge', other: '# badges' })} · ${plural(me.tokens, { one: '# token', other: '# tokens' })}`}
        </span>
      </span>
      <span className={styles.of}>{onJump ? t`Show` : t`of ${totalText}`}</span>
    </>
  );
  return onJump ? (
    <button type="button" className={`${styles.pinned} ${styles.button}`} onClick={onJump}>
      <span className="visually-hidden">{t`Scroll to your row:` + ' '}</span>
      {body}
    </button>
  ) : (
    <div className={styles.pinned}>
      <span className="visually-hidden">{t`Your place:` + ' '}</span>
      {body}
    </div>
  );
}
