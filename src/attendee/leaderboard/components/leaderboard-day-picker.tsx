// The daily board's day: one toggle per event day (the event's days only), today marked.
import { DayToggles, type DayChoice } from '../../../ui/day-toggles.tsx';
import { dayName, dayParts } from '../leaderboard-days.ts';
import styles from './leaderboard-day-picker.module.css';

type DayPickerProps = DayChoice & { today: string };

export function LeaderboardDayPicker({ today, ...choice }: DayPickerProps) {
  return (
    <DayToggles {...choice} groupClass={styles.days} dayClass={styles.day}>
      {(day) => {
        const { weekday, date } = dayParts(day);
        const isToday = day === today;
        return (
          <>
            <span className={styles.weekday} aria-hidden="true">
              {isToday ? 'Today' : weekday}
            </span>
            <span className={styles.date} aria-hidden="true">
              {date}
            </span>
            <span className="visually-hidden">
              {dayName(day)}
              {isToday ? ', today' : ''}
            </span>
          </>
        );
      }}
    </DayToggles>
  );
}
