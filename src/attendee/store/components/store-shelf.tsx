// The store's grid in each of its states: skeleton while the first reading comes, an error with
// a retry when nothing could be read, an empty shelf with a way on, and the products (buyable
// first, the rest dimmed).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '../../../api/store.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import type { ReadingState } from '../../../ui/use-reading.ts';
import { sortShelf } from '../store-shelf.ts';
import { StoreCard } from './store-card.tsx';
import { StoreNotice } from './store-notice.tsx';
import styles from './store-shelf.module.css';

const SKELETON_CARDS = 6;

export function StoreShelf({ reading }: { reading: ReadingState<Product[]> }) {
  const { t } = useLingui();
  const { data, error, reload } = reading;
  if (data === null && error !== null) {
    return (
      <StoreNotice tone="error" title={t`The store did not load`} onRetry={reload}>
        <p>
          <Trans>Check your connection. Once the store has loaded, it stays readable offline.</Trans>
        </p>
      </StoreNotice>
    );
  }
  if (data === null) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label={t`Loading products`}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className={styles.skeleton} aria-hidden="true">
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonChip} />
          </li>
        ))}
      </ul>
    );
  }
  if (data.length === 0) {
    return (
      <StoreNotice
        tone="empty"
        title={t`The shelves are empty`}
        actions={
          <ButtonLink to="/attendee/badgedex">
            <Trans>See badges to collect</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>New merch is on its way. Keep collecting badges: your tokens wait for you.</Trans>
        </p>
      </StoreNotice>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t`Products`}>
      {sortShelf(data).map((product) => (
        <StoreCard key={product.id} product={product} />
      ))}
    </ul>
  );
}
