// A board with nobody on it, said for what it is — a day that has not started, today before the
// first badge, a quiet past day, or an event with no badges yet — with a way forward.
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { dayName } from '../leaderboard-days.ts';
import styles from '../../shared/components/page-frame.module.css';

type EmptyProps = {
  day: string | null;
  today: string;
  /** An attendee can go and collect badges (staff cannot open the badgedex). */
  canCollect: boolean;
  onShowAllTime: () => void;
};

function words(day: string | null, today: string): { title: string; text: string } {
  if (day === null)
    return { title: 'The board is empty', text: 'It fills as soon as the first badge is collected.' };
  if (day > today)
    return {
      title: `${dayName(day)} hasn't started`,
      text: 'This board fills as that day\u2019s badges are collected.',
    };
  if (day === today)
    return {
      title: 'No badges collected today yet',
      text: 'The first badge of the day puts its collector on top.',
    };
  return {
    title: `Nobody collected badges on ${dayName(day)}`,
    text: 'Try another day, or see the all-time ranking.',
  };
}

export function LeaderboardEmpty({ day, today, canCollect, onShowAllTime }: EmptyProps) {
  const { title, text } = words(day, today);
  return (
    <section className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      <div className={styles.stateActions}>
        {canCollect && (day === null || day === today) ? (
          <ButtonLink to="/attendee/badgedex">Find badges</ButtonLink>
        ) : null}
        {day === null ? null : (
          <Button variant="secondary" onClick={onShowAllTime}>
            See all time
          </Button>
        )}
      </div>
    </section>
  );
}
