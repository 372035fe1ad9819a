// The schedule screen's state: the programme, the open day, search and filters (all in the URL),
// "starred only", and the day's sessions that pass, in time slots.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Programme } from '../api/programme.ts';
import type { ProgrammeIndex } from './programme-index.ts';
import { openingDay, sessionsOfDay, toTimeSlots, type TimeSlot } from './schedule-days.ts';
import { filterFromParams, matchesFilter, paramsWithFilter, type ScheduleFilter } from './schedule-filter.ts';

export type ScheduleView = {
  day: string | null;
  setDay: (day: string) => void;
  filter: ScheduleFilter;
  setFilter: (filter: ScheduleFilter) => void;
  isStarredOnly: boolean;
  setStarredOnly: (value: boolean) => void;
  slots: TimeSlot[];
};

export function useSchedule(
  programme: Programme | null,
  index: ProgrammeIndex | null,
  starred: ReadonlySet<string>,
  now: Date,
): ScheduleView {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const isStarredOnly = params.get('mine') === '1';
  const day = programme ? openingDay(programme.days, programme.sessions, now, params.get('day')) : null;

  const slots = useMemo(() => {
    if (programme === null || index === null || day === null) return [];
    const names = {
      speakerName: (id: number) => index.speaker(id)?.name ?? null,
      roomName: (id: number) => index.room(id)?.name ?? null,
    };
    const shown = sessionsOfDay(programme.sessions, day).filter(
      (s) => matchesFilter(s, filter, names) && (!isStarredOnly || starred.has(s.id)),
    );
    return toTimeSlots(shown);
  }, [programme, index, day, filter, isStarredOnly, starred]);

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  return {
    day,
    setDay: (value) => update((next) => next.set('day', value)),
    filter,
    setFilter: (value) => setParams(paramsWithFilter(params, value), { replace: true }),
    isStarredOnly,
    setStarredOnly: (value) => update((next) => (value ? next.set('mine', '1') : next.delete('mine'))),
    slots,
  };
}
