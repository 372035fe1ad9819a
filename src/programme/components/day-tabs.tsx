// The day navigator: one tab per programme day, the open one pressed; scrolls sideways on a phone.
import { Trans } from '@lingui/react/macro';
import { DayToggles, type DayChoice } from '../../ui/day-toggles.tsx';
import { formatDay } from '../wall-days.ts';
import styles from './schedule.module.css';

export function DayTabs(choice: DayChoice) {
  if (choice.days.length < 2) return null;
  return (
    <DayToggles {...choice} groupClass={styles.days} dayClass={styles.day}>
      {(day, i) => {
        const number = i + 1;
        return (
          <>
            <span className={styles.dayNumber}>
              <Trans>Day {number}</Trans>
            </span>
            <span>{formatDay(day)}</span>
          </>
        );
      }}
    </DayToggles>
  );
}
