// The leaderboard of one day (`YYYY-MM-DD`) or of all time (null), cache first then network, and
// the event's days for the day picker (the stored GET /api/event answer at once, then the
// network's, so the picker works offline after one visit).
import { useEffect, useState } from 'react';
import { fetchEvent, readStoredEvent } from '../../api/event.ts';
import { readLeaderboard, type Leaderboard } from '../../api/leaderboard.ts';
import { useReading, type ReadingState } from '../../ui/use-reading.ts';
import { eventDays } from './leaderboard-days.ts';
import { BOARD_LIMIT } from './leaderboard-rows.ts';
import { useUserKey } from '../../session/session-context.ts';

export function useLeaderboard(day: string | null): ReadingState<Leaderboard> {
  const userKey = useUserKey();
  const key = userKey === null ? null : `leaderboard:${userKey}:${day ?? 'all'}`;
  return useReading(key, () => readLeaderboard(userKey ?? '', day, BOARD_LIMIT));
}

export type EventDaysState = { days: string[]; isLoading: boolean };

/** The event's days; `isLoading` while neither a stored nor a fresh answer is known. */
export function useEventDays(): EventDaysState {
  const [event, setEvent] = useState(readStoredEvent);
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void fetchEvent()
      .then((fresh) => {
        if (isCurrent) setEvent(fresh);
      })
      // Offline: keep the stored event, if any; the all-time board works without one.
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setIsSettled(true);
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return {
    days: event === null ? [] : eventDays(event.start, event.days),
    isLoading: event === null && !isSettled,
  };
}
