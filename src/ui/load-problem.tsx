// What a screen shows when its data could not be read and nothing is cached: offline or not,
// said plainly, with a retry. Presentational.
import { Button } from './button.tsx';
import styles from './screen-page.module.css';
import { useIsOnline } from './use-online.ts';

type LoadProblemProps = { what: string; onRetry: () => void };

export function LoadProblem({ what, onRetry }: LoadProblemProps) {
  const isOnline = useIsOnline();
  return (
    <div className={styles.card} role="alert">
      <p className={styles.sectionTitle}>{isOnline ? `Could not load ${what}` : "You're offline"}</p>
      <p className={styles.muted}>
        {isOnline
          ? 'The server did not answer. Check the connection and try again.'
          : `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} open offline after one visit online; this device has none saved yet.`}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
