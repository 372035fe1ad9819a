// The booth's own numbers (issue 29) under the visitors list: visits per hour as bars, the
// ratings split and the top tags, from every lead of the booth (cache first: offline too). The
// visitors screen reads only its shown visitors' leads (issue 28), so the whole book is read here,
// once the card is opened.
import { useMemo, useState } from 'react';
import { readLeads, type Lead } from '../../api/leads.ts';
import { useReading } from '../../ui/use-reading.ts';
import { boothNumbers, RATING_ORDER } from '../leads/booth-numbers.ts';
import styles from './booth-numbers.module.css';

const hourFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const LABELS = { hot: 'Hot', warm: 'Warm', cold: 'Cold', unrated: 'Not rated' } as const;

export function BoothNumbersCard({ userKey }: { userKey: string }) {
  const [isOpen, setOpen] = useState(false);
  const book = useReading(isOpen ? `leads:${userKey}` : null, () => readLeads(userKey));
  const leads = book.data?.leads ?? null;
  return (
    <details className={styles.card} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        Booth numbers{leads === null ? '' : ` · ${leads.length} visits`}
      </summary>
      {leads !== null ? (
        <Numbers leads={leads} />
      ) : book.error !== null ? (
        <p role="status">The booth numbers could not be read. Try again online.</p>
      ) : isOpen ? (
        <p role="status">Reading the booth numbers…</p>
      ) : null}
    </details>
  );
}

function Numbers({ leads }: { leads: readonly Lead[] }) {
  const numbers = useMemo(() => boothNumbers(leads, (at) => -at.getTimezoneOffset()), [leads]);
  const busiest = Math.max(1, ...numbers.perHour.map((h) => h.visits));
  return (
    <>
      <h3 className={styles.heading}>Ratings</h3>
      <ul className={styles.ratings}>
        {RATING_ORDER.map((rating) => (
          <li key={rating} className={styles.rating} data-rating={rating}>
            <strong>{numbers.ratings[rating]}</strong> {LABELS[rating]}
          </li>
        ))}
      </ul>
      <h3 className={styles.heading}>Visits per hour</h3>
      <ul className={styles.hours}>
        {numbers.perHour.map((hour) => (
          <li key={hour.hourStart.getTime()} className={styles.hour}>
            <span>{hourFormat.format(hour.hourStart)}</span>
            <span className={styles.bar} style={{ inlineSize: `${(hour.visits / busiest) * 100}%` }} />
            <strong>{hour.visits}</strong>
          </li>
        ))}
      </ul>
      {numbers.topTags.length === 0 ? null : (
        <>
          <h3 className={styles.heading}>Top tags</h3>
          <ol className={styles.tags}>
            {numbers.topTags.map(({ tag, count }) => (
              <li key={tag}>
                {tag} <strong>{count}</strong>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
