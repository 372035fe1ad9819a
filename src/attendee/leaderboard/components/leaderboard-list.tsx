// The board below the podium: rank, picture, name and @nickname, badges and tokens, one row per
// attendee linking to their page; the viewer's row is highlighted and says "You".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { LeaderboardEntry } from '../../../api/leaderboard.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { personLines } from '../../shared/person-lines.ts';
import styles from './leaderboard-list.module.css';

type ListProps = {
  entries: readonly LeaderboardEntry[];
  myId: string | null;
  myRowRef: (element: HTMLElement | null) => void;
  /** Where the list starts (after the podium), for the ordered list's numbering. */
  start: number;
};

export function LeaderboardList({ entries, myId, myRowRef, start }: ListProps) {
  return (
    <div className={styles.board}>
      <div className={styles.head} aria-hidden="true">
        <span>#</span>
        <span>
          <Trans>Attendee</Trans>
        </span>
        <span className={styles.num}>
          <Trans>Badges</Trans>
        </span>
        <span className={styles.num}>
          <Trans>Tokens</Trans>
        </span>
      </div>
      <ol className={styles.list} start={start}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <LeaderboardRow
              entry={entry}
              isMe={entry.id === myId}
              rowRef={entry.id === myId ? myRowRef : undefined}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

type RowProps = { entry: LeaderboardEntry; isMe: boolean; rowRef?: (element: HTMLElement | null) => void };

export function LeaderboardRow({ entry, isMe, rowRef }: RowProps) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  const { primary, secondary } = personLines(entry);
  return (
    <Link ref={rowRef} className={styles.row} to={`/attendees/${entry.id}`} data-me={isMe || undefined}>
      <span className={styles.rank}>
        <span className="visually-hidden">
          <Trans>Rank</Trans>{' '}
        </span>
        {count.format(entry.rank)}
      </span>
      <span className={styles.person}>
        <Avatar src={entry.avatar} name={primary} size={36} alt="" />
        <span className={styles.names}>
          <span className={styles.primary}>
            {primary}
            {isMe ? (
              <span className={styles.you}>
                <Trans>You</Trans>
              </span>
            ) : null}
          </span>
          {secondary === null ? null : <span className={styles.secondary}>{secondary}</span>}
        </span>
      </span>
      <span className={`${styles.num} ${styles.badges}`}>
        {count.format(entry.badges)}
        <span className="visually-hidden"> {entry.badges === 1 ? t`badge,` : t`badges,`}</span>
      </span>
      <span className={`${styles.num} ${styles.tokens}`}>
        {count.format(entry.tokens)}
        <span className="visually-hidden"> {entry.tokens === 1 ? t`token` : t`tokens`}</span>
      </span>
    </Link>
  );
}

export function LeaderboardSkeleton() {
  return (
    <div className={styles.board} aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <span key={i} className={`${styles.row} ${styles.ghost}`}>
          <span className={styles.ghostBar} />
        </span>
      ))}
    </div>
  );
}
