// One session in a list: time, type, title (the link to its page), room, track and speakers, with
// its star. Compact, so parallel sessions sit side by side on a wide screen and stack on a phone.
import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import type { ProgrammeSession } from '../../api/programme.ts';
import type { ProgrammeIndex } from '../programme-index.ts';
import { isAfterMidnight } from '../schedule-days.ts';
import { formatDay, formatRange } from '../wall-days.ts';
import styles from './session-card.module.css';
import { StarButton } from './star-button.tsx';

type SessionCardProps = {
  session: ProgrammeSession;
  index: ProgrammeIndex;
  timeZone: string;
  /** Null when the viewer cannot star. */
  star: { isStarred: boolean; onToggle: () => void; hasClash: boolean } | null;
  isNow?: boolean;
  /** Lists of several days (a speaker's sessions) name the day too. */
  hasDay?: boolean;
};

export function SessionCard({
  session,
  index,
  timeZone,
  star,
  isNow = false,
  hasDay = false,
}: SessionCardProps) {
  const room = index.room(session.roomId);
  const speakers = session.speakerIds.flatMap((id) => index.speaker(id)?.name ?? []);
  const isBreak = /break|lunch|coffee/i.test(session.type);
  return (
    <article
      className={`${styles.card} ${isBreak ? styles.break : ''} ${star?.isStarred ? styles.starred : ''}`}
      aria-labelledby={`session-${session.id}`}
    >
      <div className={styles.top}>
        <span className={styles.time}>
          {hasDay ? `${formatDay(session.day)} · ` : null}
          {formatRange(session.start, session.end, timeZone)}
          {isAfterMidnight(session, timeZone) ? (
            <span className={styles.late}>
              {' '}
              <Trans>+1 day</Trans>
            </span>
          ) : null}
        </span>
        <span className={styles.type}>{session.type}</span>
        {isNow ? (
          <span className={styles.live}>
            <Trans>Now</Trans>
          </span>
        ) : null}
      </div>
      <h3 className={styles.title} id={`session-${session.id}`}>
        <Link to={`/schedule/${session.id}`} className={styles.link}>
          {session.title}
        </Link>
      </h3>
      <p className={styles.meta}>
        {room ? <span>{room.name}</span> : null}
        {session.track ? <span className={styles.track}>{session.track}</span> : null}
      </p>
      {speakers.length > 0 ? <p className={styles.speakers}>{speakers.join(', ')}</p> : null}
      {star?.hasClash ? (
        <p className={styles.clash}>
          <Trans>Overlaps another starred session</Trans>
        </p>
      ) : null}
      {star ? (
        <div className={styles.starSlot}>
          <StarButton title={session.title} isStarred={star.isStarred} onToggle={star.onToggle} />
        </div>
      ) : null}
    </article>
  );
}
