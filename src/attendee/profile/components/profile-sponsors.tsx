// The sponsors whose booth scanned the attendee (issue 29): when, and whether each reads the CV,
// with "Take back my CV" (the visit stays; the company's list, CV link and zip lose the CV) and
// "Share my CV again". A lazily loaded chunk, opened from ProfileSponsorsCard.
import type { Visit } from '../../../api/visits.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useProfileSponsors } from '../use-profile-sponsors.ts';
import styles from './profile-sponsors.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function cvText(visit: Visit, hasCv: boolean): string {
  if (!visit.hasCvAccess) return 'Contact only: no CV access';
  if (visit.isCvWithdrawn) return 'Contact only: you took your CV back';
  return hasCv ? 'Contact and CV' : 'Contact; your CV once you upload one';
}

export function ProfileSponsors({ hasCv }: { hasCv: boolean }) {
  const sponsors = useProfileSponsors(hasCv);
  const { visits } = sponsors;
  if (visits === null) {
    return sponsors.error === null ? (
      <p className={styles.meta}>Loading…</p>
    ) : (
      <FormAlert tone="error" title="The sponsors could not be loaded">
        <Button variant="ghost" onClick={sponsors.reload}>
          Try again
        </Button>
      </FormAlert>
    );
  }
  if (visits.length === 0) return <p className={styles.meta}>No booth has scanned your badge yet.</p>;
  return (
    <>
      {sponsors.staleSince ? <p className={styles.meta}>Offline: as last seen online.</p> : null}
      {sponsors.problem === null ? null : <FormAlert tone="error" title={sponsors.problem} />}
      <ul className={styles.list} aria-label="Sponsors with your contact">
        {visits.map((visit) => (
          <li key={visit.companyId} className={styles.row}>
            <div className={styles.text}>
              <span className={styles.company}>{visit.company}</span>
              <span className={styles.meta}>
                Scanned {timeFormat.format(visit.visitedAt)} · {cvText(visit, hasCv)}
                {sponsors.queued.has(visit.companyId) ? ' · waiting to send' : ''}
              </span>
            </div>
            {visit.hasCvAccess ? (
              <Button
                variant="secondary"
                aria-label={`${visit.isCvWithdrawn ? 'Share my CV again with' : 'Take back my CV from'} ${visit.company}`}
                onClick={() => sponsors.share(visit, visit.isCvWithdrawn)}
              >
                {visit.isCvWithdrawn ? 'Share CV again' : 'Take back CV'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Their ratings and notes about you stay with them; you never see another sponsor’s.
      </p>
    </>
  );
}
