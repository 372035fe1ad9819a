// "Latest wins": who won what on the wheel and how long ago (the wire's naive UTC date, read as
// UTC, so "2 min ago" is right in every time zone; reference-client.md §2.8 always said "Now").
// The times tick once a minute.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { LatestWin } from '../../../api/games.ts';
import { timeAgo } from '../../../lib/time-ago.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import type { ReadingState } from '../../../ui/use-reading.ts';
import styles from './wheel-lists.module.css';

const TICK_MS = 60_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function WheelLatestWins({ reading }: { reading: ReadingState<LatestWin[]> }) {
  const { t } = useLingui();
  const now = useNow();
  const wins = reading.data;
  return (
    <section className={styles.card} aria-labelledby="latest-wins-title">
      <h2 id="latest-wins-title" className={styles.heading}>
        <Trans>Latest wins</Trans>
      </h2>
      {wins === null ? (
        <p className={styles.note}>
          {reading.error === null ? t`Loading…` : t`The latest wins could not be loaded.`}
        </p>
      ) : wins.length === 0 ? (
        <p className={styles.note}>
          <Trans>No wins yet. The first one could be yours.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {wins.map((win) => {
            // Nicknames only, whatever a server sends in attendee_name (issue 23).
            const name = win.attendeeNickname ?? t`An attendee`;
            const prize = win.prize.name;
            const who =
              win.attendeeNickname === null ? (
                <span className={styles.who}>{name}</span>
              ) : (
                <Link className={styles.who} to={`/attendees/${encodeURIComponent(win.attendeeNickname)}`}>
                  {name}
                </Link>
              );
            return (
              <li key={`${win.attendeeNickname ?? name}-${win.prize.id}`} className={styles.win}>
                <Avatar src={null} name={name} size={36} alt="" />
                <p className={styles.winText}>
                  <Trans>
                    {who} won <span className={styles.what}>{prize}</span>
                  </Trans>
                </p>
                <time
                  className={styles.when}
                  dateTime={win.date.toISOString()}
                  title={win.date.toLocaleString()}
                >
                  {timeAgo(win.date, now)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
