// /schedule/:id (issue 22): one session: when (in the event's zone) and where (with the venue map
// for attendees when its room is placed), its star and overlaps, "Add to calendar" (its .ics), its
// badge, speakers, abstract and description (Markdown rendered safely) and links.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { sessionIcsPath } from '../api/programme.ts';
import { LoadProblem } from '../ui/load-problem.tsx';
import { StaleMark } from '../ui/stale-mark.tsx';
import { LinkList } from './components/link-list.tsx';
import { RichText } from './components/rich-text.tsx';
import { SessionBadge } from './components/session-badge.tsx';
import styles from './components/session-page.module.css';
import { SpeakerLine } from './components/speaker-line.tsx';
import { StarButton } from './components/star-button.tsx';
import { StarProblemText } from './components/star-problem-text.tsx';
import { clashesOf } from './overlaps.ts';
import { useMyProgramme } from './use-my-programme.ts';
import { useSessionPage } from './use-session-page.ts';
import { formatDuration, formatLongDay, formatRange } from './wall-days.ts';

export function SessionScreen() {
  const { t } = useLingui();
  const { programme, session, room, speakers, holdsBadge, isAttendee } = useSessionPage();
  const { data, index } = programme;
  const { stars, sessions: starred } = useMyProgramme(data, index);

  if (data === null || index === null || session === null) {
    const isMissing = data !== null && session === null;
    return (
      <div className={styles.page}>
        <Link to="/schedule" className={styles.back}>
          <Trans>← Programme</Trans>
        </Link>
        {isMissing ? (
          <p className={styles.muted}>
            <Trans>This session is not in the programme (any more).</Trans>
          </p>
        ) : programme.error !== null && !programme.isLoading ? (
          <LoadProblem what={t`the programme`} onRetry={programme.reload} />
        ) : (
          <div
            className={styles.skeleton}
            role="status"
            aria-busy="true"
            aria-label={t`Loading the session`}
          />
        )}
      </div>
    );
  }
  const zone = data.timeZone;
  const clashes = stars.starred.has(session.id) ? clashesOf(session, starred) : [];
  const clashTitles = clashes.map((c) => `“${c.title}”`).join(', ');
  const meta = [session.track, session.language?.toUpperCase()].filter(Boolean).join(' · ');
  return (
    <article className={styles.page}>
      <Link to={`/schedule?day=${session.day}`} className={styles.back}>
        <Trans>← Programme</Trans>
      </Link>
      <header className={styles.header}>
        <p className={styles.kicker}>
          {session.type}
          {meta ? ` · ${meta}` : ''}
        </p>
        <h1 className={styles.title}>{session.title}</h1>
        {session.subtitle ? <p className={styles.subtitle}>{session.subtitle}</p> : null}
        {programme.staleSince !== null ? <StaleMark storedAt={programme.staleSince} /> : null}
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>When</Trans>
          </dt>
          <dd>
            {formatLongDay(session.day)}, {formatRange(session.start, session.end, zone)}{' '}
            <span className={styles.muted}>({formatDuration(session.start, session.end)})</span>
          </dd>
        </div>
        {room ? (
          <div>
            <dt>
              <Trans>Where</Trans>
            </dt>
            <dd>
              {room.name}
              {isAttendee && room.place ? (
                <>
                  {' · '}
                  <Link to="/attendee/map">{t`venue map`}</Link>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {stars.canStar ? (
          <StarButton
            title={session.title}
            isStarred={stars.starred.has(session.id)}
            onToggle={() => stars.toggle(session)}
            isLarge
          />
        ) : null}
        <a className={styles.action} href={sessionIcsPath(session.id)} download={`${session.guid}.ics`}>
          <Trans>Add to calendar</Trans>
        </a>
      </div>
      {stars.problem ? (
        <p role="alert">
          <StarProblemText problem={stars.problem} />
        </p>
      ) : null}
      {clashes.length > 0 ? (
        <p className={styles.clash} role="alert">
          {t`Overlaps your starred ${clashTitles}.`}
        </p>
      ) : null}
      {session.badgeId !== null ? (
        <SessionBadge
          badgeId={session.badgeId}
          name={session.badgeName}
          holds={holdsBadge}
          isAttendee={isAttendee}
        />
      ) : null}
      {speakers.length > 0 ? (
        <section className={styles.section} aria-label={t`Speakers`}>
          <h2 className={styles.sectionTitle}>{speakers.length === 1 ? t`Speaker` : t`Speakers`}</h2>
          <div className={styles.speakers}>
            {speakers.map((speaker) => (
              <SpeakerLine key={speaker.id} speaker={speaker} />
            ))}
          </div>
        </section>
      ) : null}
      {session.abstract ? <RichText source={session.abstract} /> : null}
      {session.description && session.description !== session.abstract ? (
        <RichText source={session.description} />
      ) : null}
      <LinkList links={session.links} />
    </article>
  );
}
