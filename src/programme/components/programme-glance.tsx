// The landing page's look at the programme: now and next during the event, else the first day's
// size, with the way to the full programme and the speakers (shown before the programme loads).
import { Link } from '../../ui/link.tsx';
import { isUnderWay, nowAndNext } from '../now-next.ts';
import { useClock } from '../use-clock.ts';
import { useProgramme } from '../use-programme.ts';
import { formatDay } from '../wall-time.ts';
import { NowNextPanel } from './now-next-panel.tsx';
import styles from './sponsors-section.module.css';

export function ProgrammeGlance() {
  const { data, index } = useProgramme();
  const now = useClock();
  const nowNext = data === null ? null : nowAndNext(data.sessions, now);
  const first = data?.days[0];
  const last = data?.days.at(-1);
  return (
    <section className={styles.section} aria-labelledby="glance-title">
      <h2 id="glance-title" className={styles.title}>
        Programme
      </h2>
      {data === null || index === null || nowNext === null ? null : isUnderWay(nowNext) ? (
        <NowNextPanel nowNext={nowNext} index={index} timeZone={data.timeZone} />
      ) : data.sessions.length === 0 ? null : (
        <p className={styles.muted}>
          {data.sessions.length} sessions by {data.speakers.length} speakers
          {first && last ? `, ${formatDay(first)} – ${formatDay(last)}` : ''}.
        </p>
      )}
      <p className={styles.links}>
        <Link to="/schedule">Full programme</Link>
        <Link to="/speakers">Speakers</Link>
      </p>
    </section>
  );
}
