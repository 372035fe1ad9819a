// /schedule (issue 22): the programme by day in the event's time zone. During the event "now" and
// "next" lead; a signed-in attendee sees their own programme (overlaps, calendar feed, reminders)
// and stars sessions. Search and filters live in the URL. Readable offline after one visit.
import { lazy, Suspense, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StaleMark } from '../ui/stale-mark.tsx';
import styles from './components/schedule.module.css';
import { DayTabs } from './components/day-tabs.tsx';
import { MyProgrammePanel } from './components/my-programme-panel.tsx';
import { NowNextPanel } from './components/now-next-panel.tsx';
import { ScheduleFilters } from './components/schedule-filters.tsx';
import { SlotList } from './components/slot-list.tsx';
import { StarProblemText } from './components/star-problem-text.tsx';
import { nowAndNext } from './now-next.ts';
import { clashesOf, findOverlaps } from './overlaps.ts';
import { useClock } from './use-clock.ts';
import { useMyProgramme } from './use-my-programme.ts';
import { useProgramme } from './use-programme.ts';
import { useSchedule } from './use-schedule.ts';
import { servedProgramme } from './served-page.ts';
import { formatLongDay } from './wall-days.ts';

// NOTE: the problem view is loaded only when nothing can be shown, off the screen's first load.
const LoadProblem = lazy(async () => ({ default: (await import('../ui/load-problem.tsx')).LoadProblem }));

export function ScheduleScreen() {
  const { t } = useLingui();
  const served = servedProgramme();
  const programme = useProgramme(served);
  const { data, index } = programme;
  const now = useClock(served?.at);
  const mine = useMyProgramme(data, index);
  const { stars, reminders } = mine;
  const overlaps = useMemo(() => findOverlaps(mine.sessions), [mine.sessions]);
  const view = useSchedule(data, index, stars.starred, now);
  const zone = data?.timeZone ?? '';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            <Trans>Programme</Trans>
          </h1>
          {data !== null && programme.staleSince !== null ? (
            <StaleMark storedAt={programme.staleSince} />
          ) : null}
        </div>
        {data ? <p className={styles.subtitle}>{t`Times in the event’s time zone (${zone}).`}</p> : null}
      </header>
      {data === null || index === null ? (
        programme.error !== null && !programme.isLoading ? (
          <Suspense fallback={null}>
            <LoadProblem what={t`the programme`} onRetry={programme.reload} />
          </Suspense>
        ) : (
          <div
            className={styles.skeleton}
            role="status"
            aria-busy="true"
            aria-label={t`Loading the programme`}
          />
        )
      ) : (
        <>
          <NowNextPanel nowNext={nowAndNext(data.sessions, now)} index={index} timeZone={data.timeZone} />
          {stars.canStar ? (
            <MyProgrammePanel
              count={mine.sessions.length}
              overlaps={overlaps}
              calendarUrl={stars.calendarUrl}
              timeZone={data.timeZone}
              permission={reminders.permission}
              onAskPermission={reminders.askPermission}
              onCalendarReset={stars.reload}
            />
          ) : null}
          {stars.problem ? (
            <p className={styles.problem} role="alert">
              <StarProblemText problem={stars.problem} />
            </p>
          ) : null}
          {view.day !== null ? <DayTabs days={data.days} value={view.day} onChange={view.setDay} /> : null}
          <ScheduleFilters
            programme={data}
            filter={view.filter}
            onChange={view.setFilter}
            starredOnly={stars.canStar ? { value: view.isStarredOnly, onChange: view.setStarredOnly } : null}
          />
          {view.day !== null ? <h2 className={styles.dayTitle}>{formatLongDay(view.day)}</h2> : null}
          {view.slots.length === 0 ? (
            <p className={styles.empty}>
              {data.sessions.length === 0
                ? t`The programme is not published yet.`
                : t`No session matches on this day.`}
            </p>
          ) : (
            <SlotList
              slots={view.slots}
              index={index}
              timeZone={data.timeZone}
              now={now}
              starOf={(session) =>
                stars.canStar
                  ? {
                      isStarred: stars.starred.has(session.id),
                      onToggle: () => stars.toggle(session),
                      hasClash: stars.starred.has(session.id) && clashesOf(session, mine.sessions).length > 0,
                    }
                  : null
              }
            />
          )}
        </>
      )}
    </div>
  );
}
