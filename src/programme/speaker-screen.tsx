// /speakers/:id (issue 22): one speaker: picture (initials when it cannot load), organisation,
// biography (Markdown rendered safely), links, and their sessions.
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { LinkList } from './components/link-list.tsx';
import { RichText } from './components/rich-text.tsx';
import { SessionCard } from './components/session-card.tsx';
import styles from './components/session-page.module.css';
import { useProgramme } from './use-programme.ts';
import { servedProgramme } from './served-page.ts';
import { useStars } from './use-stars.ts';

export function SpeakerScreen() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, index, error, isLoading, reload } = useProgramme(servedProgramme());
  const stars = useStars();
  const speaker = /^\d{1,10}$/.test(id) ? (index?.speaker(Number(id)) ?? null) : null;

  if (data === null || index === null || speaker === null) {
    return (
      <div className={styles.page}>
        <Link to="/speakers" className={styles.back}>
          <Trans>← Speakers</Trans>
        </Link>
        {data !== null ? (
          <p className={styles.muted}>
            <Trans>This speaker is not in the programme (any more).</Trans>
          </p>
        ) : error !== null && !isLoading ? (
          <LoadProblem what={t`the speakers`} onRetry={reload} />
        ) : (
          <div
            className={styles.skeleton}
            role="status"
            aria-busy="true"
            aria-label={t`Loading the speaker`}
          />
        )}
      </div>
    );
  }
  const sessions = index.sessionsOf(speaker.id);
  return (
    <article className={styles.page}>
      <Link to="/speakers" className={styles.back}>
        <Trans>← Speakers</Trans>
      </Link>
      <header className={styles.hero}>
        <Avatar src={speaker.picture} name={speaker.name} size={96} />
        <div className={styles.header}>
          <h1 className={styles.title}>{speaker.name}</h1>
          {speaker.organisation ? <p className={styles.subtitle}>{speaker.organisation}</p> : null}
        </div>
      </header>
      {speaker.biography ? <RichText source={speaker.biography} /> : null}
      <LinkList links={speaker.links} />
      <section className={styles.section} aria-label={t`Sessions`}>
        <h2 className={styles.sectionTitle}>{sessions.length === 1 ? t`Session` : t`Sessions`}</h2>
        {sessions.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            index={index}
            timeZone={data.timeZone}
            hasDay
            star={
              stars.canStar
                ? {
                    isStarred: stars.starred.has(session.id),
                    onToggle: () => stars.toggle(session),
                    hasClash: false,
                  }
                : null
            }
          />
        ))}
      </section>
    </article>
  );
}
