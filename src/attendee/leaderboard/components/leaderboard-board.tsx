// One board (a day's or all time): loading, failure, empty and data states; the podium, the rows
// and the viewer's pinned place. The screen remounts it per selection (key), so one board's rows
// never show under another's heading while the next loads.
import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { boardView } from '../leaderboard-rows.ts';
import { useLeaderboard } from '../use-leaderboard.ts';
import { LoadFailure } from '../../shared/components/load-failure.tsx';
import { DataStaleMark, staleSinceOf } from '../../shared/components/data-stale-mark.tsx';
import { LeaderboardEmpty } from './leaderboard-empty.tsx';
import { LeaderboardList, LeaderboardSkeleton } from './leaderboard-list.tsx';
import { LeaderboardPinned } from './leaderboard-pinned.tsx';
import { LeaderboardPodium } from './leaderboard-podium.tsx';
import styles from './leaderboard-board.module.css';

const PODIUM = 3;

type BoardProps = {
  /** `YYYY-MM-DD`, or null for all time. */
  day: string | null;
  today: string;
  /** The signed-in attendee's id; null for staff, who have no row. */
  myId: string | null;
  onShowAllTime: () => void;
};

export function LeaderboardBoard({ day, today, myId, onShowAllTime }: BoardProps) {
  const { t, i18n } = useLingui();
  const board = useLeaderboard(day);
  const [myRow, setMyRow] = useState<HTMLElement | null>(null);
  const isMyRowVisible = useIsVisible(myRow);
  const jumpToMyRow = useCallback(() => {
    myRow?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    myRow?.focus({ preventScroll: true });
  }, [myRow]);

  if (board.data === null) {
    return board.error !== null && !board.isLoading ? (
      <LoadFailure error={board.error} what={t`the leaderboard`} onRetry={board.reload} />
    ) : (
      <LeaderboardSkeleton />
    );
  }
  const view = boardView(board.data, myId);
  const shown = new Intl.NumberFormat(i18n.locale).format(view.rows.length);
  const isPinned = myId !== null && (!view.isMeInRows || (myRow !== null && !isMyRowVisible));
  return (
    <section className={styles.board} aria-label={day === null ? t`All-time ranking` : t`Ranking of the day`}>
      <div className={styles.meta}>
        {view.total === 0 ? null : (
          <p className={styles.count}>
            {t`${plural(view.total, { one: '# ranked', other: '# ranked' })}`}
            {view.total > view.rows.length ? t` · top ${shown} shown` : ''}
          </p>
        )}
        <DataStaleMark storedAt={staleSinceOf(board)} />
      </div>
      {view.total === 0 ? (
        <LeaderboardEmpty day={day} today={today} canCollect={myId !== null} onShowAllTime={onShowAllTime} />
      ) : (
        <>
          <LeaderboardPodium entries={view.rows.slice(0, PODIUM)} myId={myId} myRowRef={setMyRow} />
          {view.rows.length > PODIUM ? (
            <LeaderboardList
              entries={view.rows.slice(PODIUM)}
              myId={myId}
              myRowRef={setMyRow}
              start={PODIUM + 1}
            />
          ) : null}
        </>
      )}
      {isPinned && view.total > 0 ? (
        <LeaderboardPinned
          me={view.me}
          total={view.total}
          isDaily={day !== null}
          onJump={view.isMeInRows ? jumpToMyRow : undefined}
        />
      ) : null}
    </section>
  );
}

/** Whether `element` is on screen (true until known, so nothing flashes in on first paint). */
function useIsVisible(element: HTMLElement | null): boolean {
  const [isVisible, setIsVisible] = useState(true);
  useEffect(() => {
    if (element === null || typeof IntersectionObserver === 'undefined') return;
    // NOTE: the bottom margin keeps a row hidden under the pinned bar counted as out of view.
    const observer = new IntersectionObserver(([entry]) => setIsVisible(entry?.isIntersecting ?? true), {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS margins, not words
      rootMargin: '-60px 0px -88px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return isVisible;
}
