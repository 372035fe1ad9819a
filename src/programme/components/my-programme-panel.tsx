// The attendee's own programme at the top of the schedule: a clear warning for starred sessions
// that overlap, the secret calendar feed (subscribe in a phone's calendar; copy), and the offer to
// remind with system notifications rather than the in-app banner.
import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import type { Overlap } from '../overlaps.ts';
import type { Permission } from '../use-reminders.ts';
import { formatRange } from '../wall-time.ts';
import { CalendarReset } from './calendar-reset.tsx';
import styles from './schedule.module.css';

type MyProgrammePanelProps = {
  count: number;
  overlaps: readonly Overlap[];
  calendarUrl: string | null;
  timeZone: string;
  permission: Permission;
  onAskPermission: () => void;
  /** After the calendar link was reset: read the stars (and the new link) again. */
  onCalendarReset: () => void;
};

export function MyProgrammePanel(props: MyProgrammePanelProps) {
  const { count, overlaps, calendarUrl, timeZone, permission, onAskPermission, onCalendarReset } = props;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (calendarUrl === null) return;
    void navigator.clipboard
      ?.writeText(calendarUrl)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <section className={styles.mine} aria-label="My programme">
      {overlaps.length > 0 ? (
        <div className={styles.overlap} role="alert">
          <p className={styles.overlapTitle}>
            {overlaps.length === 1
              ? 'Two of your starred sessions overlap'
              : `${overlaps.length} overlaps in your programme`}
          </p>
          <ul>
            {overlaps.map(([a, b]) => (
              <li key={`${a.id}-${b.id}`}>
                <Link to={`/schedule/${a.id}`}>{a.title}</Link> ({formatRange(a.start, a.end, timeZone)}) and{' '}
                <Link to={`/schedule/${b.id}`}>{b.title}</Link> ({formatRange(b.start, b.end, timeZone)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.mineText}>
        {count === 0
          ? 'Star sessions to build your programme; you get a reminder a few minutes before each.'
          : `${count} starred · reminded ${permission === 'granted' ? 'by notification' : 'here'} before each starts.`}
      </p>
      <div className={styles.mineActions}>
        {calendarUrl !== null ? (
          <>
            <a className={styles.chip} href={calendarUrl.replace(/^https?:/, 'webcal:')}>
              Subscribe in calendar
            </a>
            <button type="button" className={styles.chip} onClick={copy}>
              {copied ? 'Feed link copied' : 'Copy feed link'}
            </button>
            <CalendarReset onReset={onCalendarReset} />
          </>
        ) : null}
        {permission === 'default' ? (
          <button type="button" className={styles.chip} onClick={onAskPermission}>
            Remind me by notification
          </button>
        ) : null}
      </div>
    </section>
  );
}
