// The attendee's own programme at the top of the schedule: a clear warning for starred sessions
// that overlap, the secret calendar feed (subscribe in a phone's calendar; copy), and the offer to
// remind with system notifications rather than the in-app banner.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import type { Overlap } from '../overlaps.ts';
import type { Permission } from '../use-reminders.ts';
import { formatRange } from '../wall-days.ts';
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
  const { t } = useLingui();
  const overlapCount = overlaps.length;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (calendarUrl === null) return;
    void navigator.clipboard
      ?.writeText(calendarUrl)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <section className={styles.mine} aria-label={t`My programme`}>
      {overlaps.length > 0 ? (
        <div className={styles.overlap} role="alert">
          <p className={styles.overlapTitle}>
            {overlaps.length === 1
              ? t`Two of your starred sessions overlap`
              : t`${overlapCount} overlaps in your programme`}
          </p>
          <ul>
            {overlaps.map(([a, b]) => {
              const first = a.title;
              const firstTime = formatRange(a.start, a.end, timeZone);
              const second = b.title;
              const secondTime = formatRange(b.start, b.end, timeZone);
              return (
                <li key={`${a.id}-${b.id}`}>
                  <Trans>
                    <Link to={`/schedule/${a.id}`}>{first}</Link> ({firstTime}) and{' '}
                    <Link to={`/schedule/${b.id}`}>{second}</Link> ({secondTime})
                  </Trans>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className={styles.mineText}>
        {count === 0
          ? t`Star sessions to build your programme; you get a reminder a few minutes before each.`
          : permission === 'granted'
            ? t`${plural(count, { one: '# starred · reminded by notification before each starts.', other: '# starred · reminded by notification before each starts.' })}`
            : t`${plural(count, { one: '# starred · reminded here before each starts.', other: '# starred · reminded here before each starts.' })}`}
      </p>
      <div className={styles.mineActions}>
        {calendarUrl !== null ? (
          <>
            <a className={styles.chip} href={calendarUrl.replace(/^https?:/, 'webcal:')}>
              <Trans>Subscribe in calendar</Trans>
            </a>
            <button type="button" className={styles.chip} onClick={copy}>
              {copied ? t`Feed link copied` : t`Copy feed link`}
            </button>
            <CalendarReset onReset={onCalendarReset} />
          </>
        ) : null}
        {permission === 'default' ? (
          <button type="button" className={styles.chip} onClick={onAskPermission}>
            <Trans>Remind me by notification</Trans>
          </button>
        ) : null}
      </div>
    </section>
  );
}
