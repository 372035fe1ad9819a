// The product screen's shape while its first reading comes: picture, title and two facts.
import { useLingui } from '@lingui/react/macro';
import styles from './product-skeleton.module.css';

export function ProductSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.skeleton} role="status" aria-label={t`Loading the product`}>
      <span className={styles.image} />
      <div className={styles.lines}>
        <span className={styles.title} />
        <span className={styles.chip} />
        <span className={styles.line} />
        <span className={styles.lineShort} />
      </div>
    </div>
  );
}
