// The booth's own numbers (issue 29) under the visitors list: visits per hour as bars, the
// ratings split and the top tags, from every lead of the booth (cache first: offline too). The
// visitors screen reads only its shown visitors' leads (issue 28), so the whole book is read here,
// once the card is opened.
import { useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '#i18n/runtime';
import { readLeads, type Lead } from '../../api/leads.ts';
import { useReading } from '../../ui/use-reading.ts';
import { boothNumbers, RATING_ORDER } from '../leads/booth-numbers.ts';
import { NOT_RATED, RATING_NAMES } from '../leads/rating-names.ts';
import styles from './booth-numbers.module.css';

const LABELS: Record<(typeof RATING_ORDER)[number], MessageDescriptor> = {
  ...RATING_NAMES,
  unrated: NOT_RATED,
};

export function BoothNumbersCard({ userKey }: { userKey: string }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);

  const book = useReading(isOpen ? `leads:${userKey}` : null, () => readLeads(userKey));
  const leads = book.data?.leads ?? null;
  const visitCount = leads?.length ?? 0;
  return (
    <details className={styles.card} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        {leads === null
          ? t`Booth numbers`
          : t`Booth numbers · ${plural(visitCount, { one: '# visit', other: '# visits' })}`}
      </summary>
      {leads !== null ? (
        <Numbers leads={leads} />
      ) : book.error !== null ? (
        <p role="status">
          <Trans>The booth numbers could not be read. Try again online.</Trans>
        </p>
      ) : isOpen ? (
        <p role="status">
          <Trans>Reading the booth numbers…</Trans>
        </p>
      ) : null}
    </details>
  );
}

function Numbers({ leads }: { leads: readonly Lead[] }) {
  const { i18n } = useLingui();
  const hourFormat = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const numbers = useMemo(() => boothNumbers(leads, (at) => -at.getTimezoneOffset()), [leads]);
  const busiest = Math.max(1, ...numbers.perHour.map((h) => h.visits));
  return (
    <>
      <h3 className={styles.heading}>
        <Trans>Ratings</Trans>
      </h3>
      <ul className={styles.ratings}>
        {RATING_ORDER.map((rating) => (
          <li key={rating} className={styles.rating} data-rating={rating}>
            <strong>{numbers.ratings[rating]}</strong> {i18n._(LABELS[rating])}
          </li>
        ))}
      </ul>
      <h3 className={styles.heading}>
        <Trans>Visits per hour</Trans>
      </h3>
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
          <h3 className={styles.heading}>
            <Trans>Top tags</Trans>
          </h3>
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
