// The board below the podium: rank, picture, name and @nickname, badges and tokens, one row per
// attendee linking to their page; the viewer's row is highlighted and says "You".
import { Link } from '../../../ui/link.tsx';
import type { LeaderboardEntry } from '../../../api/leaderboard.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { personLines } from '../../shared/person-lines.ts';
import styles from './leaderboard-list.module.css';

const count = new Intl.NumberFormat('en-GB');

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
        <span>Attendee</span>
        <span className={styles.num}>Badges</span>
        <span className={styles.num}>Tokens</span>
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
  const { primary, secondary } = personLines(entry);
  return (
    <Link ref={rowRef} className={styles.row} to={`/attendees/${entry.id}`} data-me={isMe || undefined}>
      <span className={styles.rank}>
        <span className="visually-hidden">Rank </span>
        {count.format(entry.rank)}
      </span>
      <span className={styles.person}>
        <Avatar src={entry.avatar} name={primary} size={36} alt="" />
        <span className={styles.names}>
          <span className={styles.primary}>
            {primary}
            {isMe ? <span className={styles.you}>You</span> : null}
          </span>
          {secondary === null ? null : <span className={styles.secondary}>{secondary}</span>}
        </span>
      </span>
      <span className={`${styles.num} ${styles.badges}`}>
        {count.format(entry.badges)}
        <span className="visually-hidden"> badges,</span>
      </span>
      <span className={`${styles.num} ${styles.tokens}`}>
        {count.format(entry.tokens)}
        <span className="visually-hidden"> tokens</span>
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
