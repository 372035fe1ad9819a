// /speakers (issue 22): everyone who speaks, by name, with their organisation and how many
// sessions they give; a search narrows the list. Readable offline after one visit.
import { useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadProblem } from '../ui/load-problem.tsx';
import styles from './components/schedule.module.css';
import { SpeakerLine } from './components/speaker-line.tsx';
import { foldForSearch } from './schedule-filter.ts';
import { useProgramme } from './use-programme.ts';
import { servedProgramme } from './served-page.ts';

export function SpeakersScreen() {
  const { t } = useLingui();
  const { data, error, isLoading, reload } = useProgramme(servedProgramme());
  const speakerCount = data?.speakers.length ?? 0;
  const [query, setQuery] = useState('');
  const speakers = useMemo(() => {
    const words = foldForSearch(query).split(/\s+/).filter(Boolean);
    return [...(data?.speakers ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((s) => {
        const haystack = foldForSearch(`${s.name} ${s.organisation ?? ''}`);
        return words.every((w) => haystack.includes(w));
      });
  }, [data, query]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Speakers</Trans>
        </h1>
        {data ? (
          <p className={styles.subtitle}>
            {t`${plural(speakerCount, { one: '# person on stage.', other: '# people on stage.' })}`}
          </p>
        ) : null}
      </header>
      {data === null ? (
        error !== null && !isLoading ? (
          <LoadProblem what={t`the speakers`} onRetry={reload} />
        ) : (
          <div
            className={styles.skeleton}
            role="status"
            aria-busy="true"
            aria-label={t`Loading the speakers`}
          />
        )
      ) : (
        <>
          <input
            type="search"
            className={styles.search}
            placeholder={t`Search by name or organisation`}
            aria-label={t`Search speakers`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {speakers.length === 0 ? (
            <p className={styles.empty}>
              <Trans>No speaker matches.</Trans>
            </p>
          ) : (
            <ul className={styles.speakerGrid}>
              {speakers.map((speaker) => (
                <li key={speaker.id}>
                  <SpeakerLine speaker={speaker} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
