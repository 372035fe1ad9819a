// Faster badge entry (issue 23): the event's days as a badge form offers them, and the four times
// of a badge from a day and a time slot, on the device's clock as the pickers are (local-time.ts).
// The gifting window opens with the activity and closes at the end of its day, so staff can still
// award a talk's badge after it overran. Pure; `today` is passed in.
import { t } from '@lingui/core/macro';
import { dateLocale } from '#i18n/runtime';
import { toLocalInput } from './local-time.ts';

/** A day of the event: `value` 2026-11-27, `label` "Day 1 · Fri 27 Nov 2026". */
export type EventDay = { value: string; label: string };

/** The times the form's fields hold, as <input type="datetime-local"> values. */
export type SlotTimes = { begin: string; end: string; beginBadge: string; endBadge: string };

/** One slot of a day: "10:00" to "11:00". */
export type Slot = { day: string; from: string; to: string };

export const DEFAULT_SLOT_TIMES = { from: '10:00', to: '11:00' } as const;

const dayLabel = (date: Date) =>
  date
    .toLocaleDateString(dateLocale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    .replace(',', '');

/** `start` is the event's first day (YYYY-MM-DD, GET /api/event), `count` how many it has. */
export function eventDays(start: string, count: number): EventDay[] {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const when = new Date(year, month - 1, day + i);
    const number = i + 1;
    const date = dayLabel(when);
    return {
      value: toLocalInput(when.toISOString()).slice(0, 10),
      label: t`Day ${number} · ${date}`,
    };
  });
}

/** The day a new badge starts on: today while the event runs, else its first day. */
export function defaultDay(days: readonly EventDay[], today: Date): string | null {
  const todayValue = toLocalInput(today.toISOString()).slice(0, 10);
  return days.find((d) => d.value === todayValue)?.value ?? days[0]?.value ?? null;
}

/** A datetime-local value: 2026-11-27T10:00. */
const at = (day: string, time: string) => [day, time].join('T');

/** The four times of a badge held in `slot`: the activity is the slot, gifting runs to 23:59. */
export function slotTimes({ day, from, to }: Slot): SlotTimes {
  return {
    begin: at(day, from),
    end: at(day, to),
    beginBadge: at(day, from),
    endBadge: at(day, '23:59'),
  };
}

/** The slot a badge's activity holds (a copy starts from its original's), or null when unset. */
export function slotOf(begin: string, end: string): Slot | null {
  if (begin.length < 16 || end.length < 16) return null;
  return { day: begin.slice(0, 10), from: begin.slice(11, 16), to: end.slice(11, 16) };
}
