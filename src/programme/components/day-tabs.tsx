// The day navigator: one tab per programme day, the open one pressed; scrolls sideways on a phone.
import { formatDay } from '../wall-time.ts';
import styles from './schedule.module.css';

type DayTabsProps = { days: readonly string[]; value: string; onChange: (day: string) => void };

export function DayTabs({ days, value, onChange }: DayTabsProps) {
  if (days.length < 2) return null;
  return (
    <div className={styles.days} role="group" aria-label="Day">
      {days.map((day, i) => (
        <button
          key={day}
          type="button"
          className={styles.day}
          aria-pressed={day === value}
          onClick={() => onChange(day)}
        >
          <span className={styles.dayNumber}>Day {i + 1}</span>
          <span>{formatDay(day)}</span>
        </button>
      ))}
    </div>
  );
}
