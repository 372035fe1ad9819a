// /attendee/identifier (seed-spec §2, reference-client §2.13): the attendee's own QR, holding
// `<public_origin>/attendees/<uuid>`, for staff and sponsors to scan. Drawn from cached data, so
// it works offline after one online visit (DESIGN.md §5).
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { IdentifierCard, IdentifierCode } from './components/identifier-card.tsx';
import styles from './components/identifier.module.css';
import { useIdentifier } from './use-identifier.ts';

// NOTE: the problem view is loaded only when there is no code to show, off the screen's first load.
const IdentifierProblem = lazy(async () => ({
  default: (await import('./components/identifier-problem.tsx')).IdentifierProblem,
}));

export function IdentifierScreen() {
  const { t } = useLingui();
  const { person, link, isLoading, error, staleSince, reload } = useIdentifier();

  if (person === null || link === null) {
    if (isLoading) return <PageLoading label={t`Getting your code…`} />;
    return (
      <Suspense fallback={<PageLoading label={t`Getting your code…`} />}>
        <IdentifierProblem error={error} onRetry={reload} />
      </Suspense>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Your code</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>Show it to staff and sponsors to collect badges and prizes.</Trans>
        </p>
      </header>
      <IdentifierCard person={person} link={link} />
      <IdentifierCode id={person.id} />
      <div className={styles.status}>{staleSince ? <StaleMark storedAt={staleSince} /> : null}</div>
    </div>
  );
}
