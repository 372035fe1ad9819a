// /attendee/leaderboard and /staff/leaderboard (seed-spec §2): the ranking by badges, then
// tokens, of one event day (picker limited to the event's days, today or the nearest one first)
// or of all time. An attendee's own row is highlighted, and pinned at the bottom with their rank
// when it is not in view; staff have no row. Cached boards show offline with the stale mark.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../session/session-context.ts';
import { Segmented } from '../../ui/segmented.tsx';
import styles from '../shared/components/page-frame.module.css';
import { LeaderboardBoard } from './components/leaderboard-board.tsx';
import { LeaderboardDayPicker } from './components/leaderboard-day-picker.tsx';
import { LeaderboardSkeleton } from './components/leaderboard-list.tsx';
import { clampDay, localDay } from './leaderboard-days.ts';
import { useEventDays } from './use-leaderboard.ts';

type Mode = 'daily' | 'all';

export function LeaderboardScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const myId = user?.type === 'attendee' ? user.id : null;
  const { days, isLoading } = useEventDays();
  const today = localDay(new Date());
  const [mode, setMode] = useState<Mode>('daily');
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const day = pickedDay !== null && days.includes(pickedDay) ? pickedDay : clampDay(days, today);
  // Without the event's days (first visit offline) only the all-time board can be shown.
  const shownMode: Mode = day === null && !isLoading ? 'all' : mode;

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Leaderboard</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Most badges first; tokens break a tie.</Trans>
        </p>
      </header>
      <Segmented<Mode>
        label={t`Ranking`}
        value={shownMode}
        onChange={setMode}
        options={[
          { value: 'daily', label: t`Daily` },
          { value: 'all', label: t`All time` },
        ]}
      />
      {shownMode === 'daily' && day !== null ? (
        <LeaderboardDayPicker days={days} value={day} today={today} onChange={setPickedDay} />
      ) : null}
      {shownMode === 'daily' && day === null ? (
        <LeaderboardSkeleton />
      ) : (
        <LeaderboardBoard
          key={shownMode === 'all' ? 'all' : day}
          day={shownMode === 'all' ? null : day}
          today={today}
          myId={myId}
          onShowAllTime={() => setMode('all')}
        />
      )}
    </div>
  );
}
