// "Now" and "Next" during the event: the sessions running and the ones starting next, each a line
// with its room, linking to its page. Hidden before and after the event (now-next.ts).
import { Link } from '../../ui/link.tsx';
import type { ProgrammeSession } from '../../api/programme.ts';
import { isUnderWay, type NowNext } from '../now-next.ts';
import type { ProgrammeIndex } from '../programme-index.ts';
import { formatTime } from '../wall-time.ts';
import styles from './now-next-panel.module.css';

type NowNextPanelProps = { nowNext: NowNext; index: ProgrammeIndex; timeZone: string };

type LinesProps = { sessions: ProgrammeSession[]; index: ProgrammeIndex; timeZone: string; isNow: boolean };

function Lines({ sessions, index, timeZone, isNow }: LinesProps) {
  return (
    <ul className={styles.lines}>
      {sessions.map((s) => (
        <li key={s.id}>
          <Link to={`/schedule/${s.id}`} className={styles.line}>
            <span className={styles.lineTitle}>{s.title}</span>
            <span className={styles.lineMeta}>
              {[index.room(s.roomId)?.name, isNow ? `until ${formatTime(s.end, timeZone)}` : s.type]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NowNextPanel({ nowNext, index, timeZone }: NowNextPanelProps) {
  if (!isUnderWay(nowNext)) return null;
  const nextStart = nowNext.next[0]?.start;
  return (
    <section className={styles.panel} aria-label="Now and next">
      {nowNext.now.length > 0 ? (
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <span className={styles.dot} aria-hidden="true" /> Now
          </h2>
          <Lines sessions={nowNext.now} index={index} timeZone={timeZone} isNow />
        </div>
      ) : null}
      {nextStart ? (
        <div className={styles.column}>
          <h2 className={styles.heading}>Next · {formatTime(nextStart, timeZone)}</h2>
          <Lines sessions={nowNext.next} index={index} timeZone={timeZone} isNow={false} />
        </div>
      ) : null}
    </section>
  );
}
