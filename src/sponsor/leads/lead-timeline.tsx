// A visitor's own history at the booth (issue 29, GET /api/company/leads/:id/timeline): the scan
// and every rating, tag, note and follow-up, by which booth member, when; oldest first. Read cache
// first, so it shows offline once read online; read again when this phone's edit reaches the server.
import type { TimelineStep } from '../../api/leads.ts';
import { readLeadTimeline } from '../../api/leads.ts';
import { useReading } from '../../ui/use-reading.ts';
import styles from './lead-timeline.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** What a step did, as a sentence after the member's name. */
export function stepText(step: TimelineStep): string {
  switch (step.kind) {
    case 'scan':
      return 'scanned the badge';
    case 'rating':
      return step.value ? `rated ${step.value}` : 'cleared the rating';
    case 'tags':
      return step.value ? `tagged ${step.value}` : 'removed the tags';
    case 'note':
      return step.value ? `noted “${step.value}”` : 'cleared the note';
    case 'follow_up':
      return step.value === 'yes' ? 'marked a follow-up' : 'unmarked the follow-up';
  }
}

type LeadTimelineProps = { userKey: string; attendeeId: string; version: string };

export function LeadTimeline({ userKey, attendeeId, version }: LeadTimelineProps) {
  const steps = useReading(`timeline:${userKey}:${attendeeId}:${version}`, () =>
    readLeadTimeline(userKey, attendeeId),
  );
  return (
    <section className={styles.timeline} aria-labelledby="lead-timeline-title">
      <h3 id="lead-timeline-title" className={styles.heading}>
        History
      </h3>
      {steps.data === null ? (
        <p className={styles.empty}>
          {steps.isLoading ? 'Loading…' : 'The history shows once this phone has been online.'}
        </p>
      ) : (
        <ol className={styles.steps}>
          {steps.data.map((step, i) => (
            <li key={i} className={styles.step}>
              <time dateTime={step.at.toISOString()}>{timeFormat.format(step.at)}</time>
              <span>
                <strong>{step.member ?? 'The booth'}</strong> {stepText(step)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {steps.staleSince ? <p className={styles.empty}>Offline: edits made since show once synced.</p> : null}
    </section>
  );
}
