// One toggle button per day in a group labelled "Day", the chosen one pressed: the programme's day
// tabs and the daily leaderboard's day picker. The caller brings its own look (the group's and a
// button's class) and what a button shows.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** What a day picker is given: the days, the chosen one, and what a press does. */
export type DayChoice = {
  days: readonly string[];
  value: string;
  onChange: (day: string) => void;
};

type DayTogglesProps = DayChoice & {
  /** The group's class and a day's; a pressed day is `[aria-pressed='true']`. */
  groupClass: string | undefined;
  dayClass: string | undefined;
  /** What the day's button shows; `index` counts from 0. */
  children: (day: string, index: number) => ReactNode;
};

export function DayToggles({ days, value, onChange, groupClass, dayClass, children }: DayTogglesProps) {
  const { t } = useLingui();
  return (
    <div className={groupClass} role="group" aria-label={t`Day`}>
      {days.map((day, index) => (
        <button
          key={day}
          type="button"
          className={dayClass}
          aria-pressed={day === value}
          onClick={() => onChange(day)}
        >
          {children(day, index)}
        </button>
      ))}
    </div>
  );
}
