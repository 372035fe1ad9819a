// A small, calm loading state for a screen or a route chunk (never a blank page).
import { useLingui } from '@lingui/react/macro';
import styles from './feedback.module.css';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.loading} role="status">
      <div className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p>{label ?? t`Loading…`}</p>
    </div>
  );
}
