// The prize table: every prize with how many one attendee may win and how many are left; "∞"
// above 1000 (provider-api.md §3). A prize out of stock stays listed, marked as gone.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Prize } from '../../../api/prizes.ts';
import type { ReadingState } from '../../../ui/use-reading.ts';
import { formatQuantity } from '../wheel-messages.ts';
import styles from './wheel-lists.module.css';

/** "∞" is read out as "unlimited". */
function Quantity({ value }: { value: number }) {
  const text = formatQuantity(value);
  if (text !== '∞') return text;
  return (
    <>
      <span aria-hidden="true">∞</span>
      <span className="visually-hidden">
        <Trans>unlimited</Trans>
      </span>
    </>
  );
}

export function WheelPrizeTable({ reading }: { reading: ReadingState<Prize[]> }) {
  const { t } = useLingui();
  const prizes = reading.data;
  return (
    <section className={styles.card} aria-labelledby="wheel-prizes-title">
      <h2 id="wheel-prizes-title" className={styles.heading}>
        <Trans>Prizes</Trans>
      </h2>
      {prizes === null ? (
        <p className={styles.note}>
          {reading.error === null ? t`Loading…` : t`The prizes could not be loaded.`}
        </p>
      ) : prizes.length === 0 ? (
        <p className={styles.note}>
          <Trans>No prizes yet. Check back soon.</Trans>
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Prize</Trans>
              </th>
              <th scope="col" className={styles.num}>
                <Trans>Per person</Trans>
              </th>
              <th scope="col" className={styles.num}>
                <Trans>Left</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={prize.id} data-gone={prize.stock <= 0 ? true : undefined}>
                <th scope="row" className={styles.prizeName}>
                  {prize.name}
                </th>
                <td className={styles.num}>
                  <Quantity value={prize.maxPerAttendee} />
                </td>
                <td className={styles.num}>
                  {prize.stock <= 0 ? t`Gone` : <Quantity value={prize.stock} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
