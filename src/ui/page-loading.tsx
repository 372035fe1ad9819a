// A small, calm loading state for a screen or a route chunk (never a blank page).
import styles from './feedback.module.css';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <div className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p>{label}</p>
    </div>
  );
}
