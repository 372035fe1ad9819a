// The day navigator: one tab per programme day, the open one pressed; scrolls sideways on a phone.
import { DayToggles, type DayChoice } from '../../ui/day-toggles.tsx';
import { formatDay } from '../wall-time.ts';
import styles from './schedule.module.css';

export function DayTabs(choice: DayChoice) {
  if (choice.days.length < 2) return null;
  return (
    <DayToggles {...choice} groupClass={styles.days} dayClass={styles.day}>
      {(day, i) => (
        <>
          <span className={styles.dayNumber}>Day {i + 1}</span>
          <span>{formatDay(day)}</span>
        </>
      )}
    </DayToggles>
  );
}
