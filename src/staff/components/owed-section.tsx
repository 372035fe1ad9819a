// One list of things owed (store items or wheel prizes): loading, error, empty and the rows; what
// was just delivered in full stays listed as handed over after the row leaves the list.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Owed, OwedKind } from '../../api/deliveries.ts';
import { LoadProblem } from '../../ui/load-problem.tsx';
import { pageStyles } from '../../ui/screen-header.tsx';
import type { ReadingState } from '../../ui/use-reading.ts';
import type { usePrizeDelivery } from '../use-prize-delivery.ts';
import { OwedRow } from './owed-row.tsx';
import styles from './owed-row.module.css';

type OwedSectionProps = {
  kind: OwedKind;
  title: string;
  emptyText: string;
  reading: ReadingState<Owed[]>;
  delivery: ReturnType<typeof usePrizeDelivery>;
};

export function OwedSection({ kind, title, emptyText, reading, delivery }: OwedSectionProps) {
  const { t } = useLingui();
  const list = reading.data;
  const listed = new Set(list?.map((owed) => `${owed.kind}:${owed.id}`));
  const gone = Object.values(delivery.notes).filter(
    (note) => note.key.startsWith(`${kind}:`) && !listed.has(note.key) && note.outcome.kind === 'delivered',
  );

  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={pageStyles.sectionTitle}>{title}</h2>
      {list === null ? (
        reading.error !== null && !reading.isLoading ? (
          <LoadProblem what={title.toLowerCase()} onRetry={reading.reload} />
        ) : (
          <div
            className={`${pageStyles.skeleton} ${styles.skeletonRow}`}
            role="status"
            aria-busy="true"
            aria-label={t`Loading`}
          />
        )
      ) : (
        <ul className={styles.list}>
          {list.map((owed) => {
            const key = `${owed.kind}:${owed.id}`;
            return (
              <OwedRow
                key={key}
                owed={owed}
                isBusy={delivery.busyKey === key}
                note={delivery.notes[key] ?? null}
                onDeliver={(quantity) => void delivery.hand(owed, quantity)}
              />
            );
          })}
          {gone.map((note) => {
            const quantity = note.quantity;
            const message = note.outcome.kind === 'delivered' ? note.outcome.message : '';
            return (
              <li key={note.key} className={styles.done} role="status">
                <Trans>
                  ✓ {quantity} handed over. {message} Nothing more owed.
                </Trans>
              </li>
            );
          })}
          {list.length === 0 && gone.length === 0 ? <li className={styles.empty}>{emptyText}</li> : null}
        </ul>
      )}
    </section>
  );
}
