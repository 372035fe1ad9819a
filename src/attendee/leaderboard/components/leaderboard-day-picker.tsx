// The daily board's day: one toggle per event day (the event's days only), today marked.
import { dayName, dayParts } from '../leaderboard-days.ts';
import styles from './leaderboard-day-picker.module.css';

type DayPickerProps = {
  days: readonly string[];
  value: string;
  today: string;
  onChange: (day: string) => void;
};

export function LeaderboardDayPicker({ days, value, today, onChange }: DayPickerProps) {
  return (
    <div className={styles.days} role="group" aria-label="Day">
      {days.map((day) => {
        const { weekday, date } = dayParts(day);
        const isToday = day === today;
        return (
          <button
            key={day}
            type="button"
            className={styles.day}
            aria-pressed={day === value}
            onClick={() => onChange(day)}
          >
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
          </button>
        );
      })}
    </div>
  );
}
