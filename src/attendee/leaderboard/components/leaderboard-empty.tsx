// A board with nobody on it, said for what it is — a day that has not started, today before the
// first badge, a quiet past day, or an event with no badges yet — with a way forward.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { dayName } from '../leaderboard-days.ts';
import styles from '../../shared/components/page-frame.module.css';
import type { MessageDescriptor } from '#i18n/runtime';

type EmptyProps = {
  day: string | null;
  today: string;
  /** An attendee can go and collect badges (staff cannot open the badgedex). */
  canCollect: boolean;
  onShowAllTime: () => void;
};

function words(day: string | null, today: string): { title: MessageDescriptor; text: MessageDescriptor } {
  if (day === null)
    return { title: msg`The board is empty`, text: msg`It fills as soon as the first badge is collected.` };
  const name = dayName(day);
  if (day > today)
    return {
      title: msg`${name} hasn't started`,
      text: msg`This board fills as that day\u2019s badges are collected.`,
    };
  if (day === today)
    return {
      title: msg`No badges collected today yet`,
      text: msg`The first badge of the day puts its collector on top.`,
    };
  return {
    title: msg`Nobody collected badges on ${name}`,
    text: msg`Try another day, or see the all-time ranking.`,
  };
}

export function LeaderboardEmpty({ day, today, canCollect, onShowAllTime }: EmptyProps) {
  const { i18n } = useLingui();
  const { title, text } = words(day, today);
  return (
    <section className={styles.state}>
      <p className={styles.stateTitle}>{i18n._(title)}</p>
      <p className={styles.stateText}>{i18n._(text)}</p>
      <div className={styles.stateActions}>
        {canCollect && (day === null || day === today) ? (
          <ButtonLink to="/attendee/badgedex">
            <Trans>Find badges</Trans>
          </ButtonLink>
        ) : null}
        {day === null ? null : (
          <Button variant="secondary" onClick={onShowAllTime}>
            <Trans>See all time</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
