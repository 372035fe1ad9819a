// The daily board's day: one toggle per event day (the event's days only), today marked.
import { useLingui } from '@lingui/react/macro';
import { DayToggles, type DayChoice } from '../../../ui/day-toggles.tsx';
import { dayName, dayParts } from '../leaderboard-days.ts';
import styles from './leaderboard-day-picker.module.css';

type DayPickerProps = DayChoice & { today: string };

export function LeaderboardDayPicker({ today, ...choice }: DayPickerProps) {
  const { t } = useLingui();
  return (
    <DayToggles {...choice} groupClass={styles.days} dayClass={styles.day}>
      {(day) => {
        const { weekday, date } = dayParts(day);
        const isToday = day === today;
        const name = dayName(day);
        return (
          <>
            <span className={styles.weekday} aria-hidden="true">
              {isToday ? t`Today` : weekday}
            </span>
            <span className={styles.date} aria-hidden="true">
              {date}
            </span>
            <span className="visually-hidden">{isToday ? t`${name}, today` : name}</span>
          </>
        );
      }}
    </DayToggles>
  );
}
