// The first three of a board, side by side (second, first, third on screen; first to third for
// screen readers), each with a quiet gold, silver or bronze ring. Links to their pages.
import { Link } from '../../../ui/link.tsx';
import type { LeaderboardEntry } from '../../../api/leaderboard.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { personLines } from '../../shared/person-lines.ts';
import styles from './leaderboard-podium.module.css';

const count = new Intl.NumberFormat('en-GB');

type PodiumProps = {
  entries: readonly LeaderboardEntry[];
  myId: string | null;
  myRowRef: (element: HTMLElement | null) => void;
};

export function LeaderboardPodium({ entries, myId, myRowRef }: PodiumProps) {
  return (
    <ol className={styles.podium} aria-label="Top three">
      {entries.map((entry, index) => {
        const { primary, secondary } = personLines(entry);
        const isMe = entry.id === myId;
        return (
          <li key={entry.id} className={styles.step} data-place={index + 1}>
            <Link
              ref={isMe ? myRowRef : undefined}
              className={styles.card}
              to={`/attendees/${entry.id}`}
              data-me={isMe || undefined}
            >
              <span className={styles.portrait}>
                <Avatar src={entry.avatar} name={primary} size={64} alt="" />
                <span className={styles.rank}>
                  <span className="visually-hidden">Rank </span>
                  {entry.rank}
                </span>
              </span>
              <span className={styles.name}>{isMe ? 'You' : primary}</span>
              {secondary === null || isMe ? null : <span className={styles.handle}>{secondary}</span>}
              <span className={styles.score}>
                <strong>{count.format(entry.badges)}</strong> {entry.badges === 1 ? 'badge' : 'badges'}
              </span>
              <span className={styles.tokens}>{count.format(entry.tokens)} tokens</span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
