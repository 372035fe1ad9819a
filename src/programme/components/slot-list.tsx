// A day's sessions as time slots: the start time on the left (on top on a phone), the parallel
// sessions of that slot side by side, so they compare at a glance.
import { Trans } from '@lingui/react/macro';
import type { ProgrammeSession } from '../../api/programme.ts';
import type { ProgrammeIndex } from '../programme-index.ts';
import type { TimeSlot } from '../schedule-days.ts';
import { formatTime } from '../wall-time.ts';
import styles from './schedule.module.css';
import { SessionCard } from './session-card.tsx';

type SlotListProps = {
  slots: readonly TimeSlot[];
  index: ProgrammeIndex;
  timeZone: string;
  now: Date;
  starOf: (
    session: ProgrammeSession,
  ) => { isStarred: boolean; onToggle: () => void; hasClash: boolean } | null;
};

export function SlotList({ slots, index, timeZone, now, starOf }: SlotListProps) {
  const at = now.getTime();
  return (
    <ol className={styles.slots}>
      {slots.map((slot) => {
        const parallel = slot.sessions.length;
        return (
          <li key={slot.start.toISOString()} className={styles.slot}>
            <h2 className={styles.slotTime}>
              <time dateTime={slot.start.toISOString()}>{formatTime(slot.start, timeZone)}</time>
              {slot.sessions.length > 1 ? (
                <span className={styles.parallel}>
                  <Trans>{parallel} in parallel</Trans>
                </span>
              ) : null}
            </h2>
            <div className={styles.slotSessions}>
              {slot.sessions.map((session) => (
                <SessionCard
                  key={session.id}
                  session={session}
                  index={index}
                  timeZone={timeZone}
                  star={starOf(session)}
                  isNow={session.start.getTime() <= at && at < session.end.getTime()}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
