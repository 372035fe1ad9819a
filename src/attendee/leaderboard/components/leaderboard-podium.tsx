// The first three of a board, side by side (second, first, third on screen; first to third for
// screen readers), each with a quiet gold, silver or bronze ring. Links to their pages.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { LeaderboardEntry } from '../../../api/leaderboard.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { personLines } from '../../shared/person-lines.ts';
import styles from './leaderboard-podium.module.css';

type PodiumProps = {
  entries: readonly LeaderboardEntry[];
  myId: string | null;
  myRowRef: (element: HTMLElement | null) => void;
};

export function LeaderboardPodium({ entries, myId, myRowRef }: PodiumProps) {
  const { t, i18n } = useLingui();
  const count = new Intl.NumberFormat(i18n.locale);
  return (
    <ol className={styles.podium} aria-label={t`Top three`}>
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
                  <span className="visually-hidden">
                    <Trans>Rank</Trans>{' '}
                  </span>
                  {entry.rank}
                </span>
              </span>
              <span className={styles.name}>{isMe ? t`You` : primary}</span>
              {secondary === null || isMe ? null : <span className={styles.handle}>{secondary}</span>}
              <span className={styles.score}>
                <strong>{count.format(entry.badges)}</strong> {entry.badges === 1 ? t`badge` : t`badges`}
              </span>
              <span className={styles.tokens}>
                {t`${plural(entry.tokens, { one: '# token', other: '# tokens' })}`}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
