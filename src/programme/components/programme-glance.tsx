// The landing page's look at the programme: now and next during the event, else the first day's
// size, with the way to the full programme and the speakers (shown before the programme loads).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import { isUnderWay, nowAndNext } from '../now-next.ts';
import { useClock } from '../use-clock.ts';
import { useProgramme } from '../use-programme.ts';
import { formatDay } from '../wall-days.ts';
import { NowNextPanel } from './now-next-panel.tsx';
import styles from './sponsors-section.module.css';

export function ProgrammeGlance() {
  const { t } = useLingui();
  const { data, index } = useProgramme();
  const now = useClock();
  const nowNext = data === null ? null : nowAndNext(data.sessions, now);
  const first = data?.days[0];
  const last = data?.days.at(-1);
  const sessionCount = data?.sessions.length ?? 0;
  const speakerCount = data?.speakers.length ?? 0;
  const sessions = t`${plural(sessionCount, { one: '# session', other: '# sessions' })}`;
  const speakers = t`${plural(speakerCount, { one: '# speaker', other: '# speakers' })}`;
  const firstDay = first ? formatDay(first) : '';
  const lastDay = last ? formatDay(last) : '';
  const summary =
    first && last ? t`${sessions} by ${speakers}, ${firstDay} – ${lastDay}.` : t`${sessions} by ${speakers}.`;
  return (
    <section className={styles.section} aria-labelledby="glance-title">
      <h2 id="glance-title" className={styles.title}>
        <Trans>Programme</Trans>
      </h2>
      {data === null || index === null || nowNext === null ? null : isUnderWay(nowNext) ? (
        <NowNextPanel nowNext={nowNext} index={index} timeZone={data.timeZone} />
      ) : data.sessions.length === 0 ? null : (
        <p className={styles.muted}>{summary}</p>
      )}
      <p className={styles.links}>
        <Link to="/schedule">{t`Full programme`}</Link>
        <Link to="/speakers">{t`Speakers`}</Link>
      </p>
    </section>
  );
}
