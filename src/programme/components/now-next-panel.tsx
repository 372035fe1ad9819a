// "Now" and "Next" during the event: the sessions running and the ones starting next, each a line
// with its room, linking to its page. Hidden before and after the event (now-next.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import type { ProgrammeSession } from '../../api/programme.ts';
import { isUnderWay, type NowNext } from '../now-next.ts';
import type { ProgrammeIndex } from '../programme-index.ts';
import { formatTime } from '../wall-time.ts';
import styles from './now-next-panel.module.css';

type NowNextPanelProps = { nowNext: NowNext; index: ProgrammeIndex; timeZone: string };

type LinesProps = { sessions: ProgrammeSession[]; index: ProgrammeIndex; timeZone: string; isNow: boolean };

function Lines({ sessions, index, timeZone, isNow }: LinesProps) {
  const { t } = useLingui();
  const until = (end: Date) => {
    const time = formatTime(end, timeZone);
    return t`until ${time}`;
  };
  return (
    <ul className={styles.lines}>
      {sessions.map((s) => (
        <li key={s.id}>
          <Link to={`/schedule/${s.id}`} className={styles.line}>
            <span className={styles.lineTitle}>{s.title}</span>
            <span className={styles.lineMeta}>
              {[index.room(s.roomId)?.name, isNow ? until(s.end) : s.type].filter(Boolean).join(' · ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NowNextPanel({ nowNext, index, timeZone }: NowNextPanelProps) {
  const { t } = useLingui();
  if (!isUnderWay(nowNext)) return null;
  const nextStart = nowNext.next[0]?.start;
  const nextTime = nextStart ? formatTime(nextStart, timeZone) : '';
  return (
    <section className={styles.panel} aria-label={t`Now and next`}>
      {nowNext.now.length > 0 ? (
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <span className={styles.dot} aria-hidden="true" /> <Trans>Now</Trans>
          </h2>
          <Lines sessions={nowNext.now} index={index} timeZone={timeZone} isNow />
        </div>
      ) : null}
      {nextStart ? (
        <div className={styles.column}>
          <h2 className={styles.heading}>
            <Trans>Next · {nextTime}</Trans>
          </h2>
          <Lines sessions={nowNext.next} index={index} timeZone={timeZone} isNow={false} />
        </div>
      ) : null}
    </section>
  );
}
