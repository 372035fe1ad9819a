// /attendee/identifier (seed-spec §2, reference-client §2.13): the attendee's own QR, holding
// `<public_origin>/attendees/<uuid>`, for staff and sponsors to scan. Drawn from cached data, so
// it works offline after one online visit (DESIGN.md §5).
import { NetworkError } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { AttendeeProblem } from '../shared/components/attendee-problem.tsx';
import { IdentifierCard, IdentifierCode } from './components/identifier-card.tsx';
import styles from './components/identifier.module.css';
import { useIdentifier } from './use-identifier.ts';

export function IdentifierScreen() {
  const { person, link, isLoading, error, staleSince, reload } = useIdentifier();

  if (person === null || link === null) {
    if (isLoading) return <PageLoading label="Getting your code…" />;
    return (
      <AttendeeProblem
        tone={error instanceof NetworkError ? 'offline' : 'error'}
        title="Your code couldn't be shown"
        actions={
          <Button isBlock onClick={reload}>
            Try again
          </Button>
        }
      >
        <p>
          {error instanceof NetworkError
            ? "You're offline and this device hasn't saved your details yet. Open this screen once while connected."
            : 'Your details could not be read. Try again in a moment.'}
        </p>
      </AttendeeProblem>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Your code</h1>
        <p className={styles.subtitle}>Show it to staff and sponsors to collect badges and prizes.</p>
      </header>
      <IdentifierCard person={person} link={link} />
      <IdentifierCode id={person.id} />
      <div className={styles.status}>{staleSince ? <StaleMark storedAt={staleSince} /> : null}</div>
    </div>
  );
}
