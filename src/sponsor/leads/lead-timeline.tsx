// A visitor's own history at the booth (issue 29, GET /api/company/leads/:id/timeline): the scan
// and every rating, tag, note and follow-up, by which booth member, when; oldest first. Read cache
// first, so it shows offline once read online; read again when this phone's edit reaches the server.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TimelineStep } from '../../api/leads.ts';
import { readLeadTimeline } from '../../api/leads.ts';
import { useReading } from '../../ui/use-reading.ts';
import styles from './lead-timeline.module.css';

/** A rating as the server writes it ("hot"), in words; another value as it is. */
function ratedText(value: string): string {
  switch (value) {
    case 'hot':
      return t`rated hot`;
    case 'warm':
      return t`rated warm`;
    case 'cold':
      return t`rated cold`;
    default:
      return t`rated ${value}`;
  }
}

/** What a step did, as a sentence after the member's name (a render's language). */
function stepText(step: TimelineStep): string {
  const { value } = step;
  switch (step.kind) {
    case 'scan':
      return t`scanned the badge`;
    case 'rating':
      return value ? ratedText(value) : t`cleared the rating`;
    case 'tags':
      return value ? t`tagged ${value}` : t`removed the tags`;
    case 'note':
      return value ? t`noted “${value}”` : t`cleared the note`;
    case 'follow_up':
      return value === 'yes' ? t`marked a follow-up` : t`unmarked the follow-up`;
  }
}

type LeadTimelineProps = { userKey: string; attendeeId: string; version: string };

export function LeadTimeline({ userKey, attendeeId, version }: LeadTimelineProps) {
  const { i18n } = useLingui();
  const timeFormat = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  const steps = useReading(`timeline:${userKey}:${attendeeId}:${version}`, () =>
    readLeadTimeline(userKey, attendeeId),
  );
  return (
    <section className={styles.timeline} aria-labelledby="lead-timeline-title">
      <h3 id="lead-timeline-title" className={styles.heading}>
        <Trans>History</Trans>
      </h3>
      {steps.data === null ? (
        <p className={styles.empty}>
          {steps.isLoading ? t`Loading…` : t`The history shows once this phone has been online.`}
        </p>
      ) : (
        <ol className={styles.steps}>
          {steps.data.map((step, i) => (
            <li key={i} className={styles.step}>
              <time dateTime={step.at.toISOString()}>{timeFormat.format(step.at)}</time>
              <span>
                <strong>{step.member ?? t`The booth`}</strong> {stepText(step)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {steps.staleSince ? (
        <p className={styles.empty}>
          <Trans>Offline: edits made since show once synced.</Trans>
        </p>
      ) : null}
    </section>
  );
}
