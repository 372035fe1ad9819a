// What a screen shows when its data could not be read and nothing is cached: offline or not,
// said plainly, with a retry. Presentational. `what` is the caller's words, already translated.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';
import styles from './screen-page.module.css';
import { useIsOnline } from './use-online.ts';

type LoadProblemProps = { what: string; onRetry: () => void };

/** The sentence with its first letter capitalised (`what` may start it, in some languages). */
function capitalised(sentence: string): string {
  return `${sentence[0]?.toUpperCase() ?? ''}${sentence.slice(1)}`;
}

export function LoadProblem({ what, onRetry }: LoadProblemProps) {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  return (
    <div className={styles.card} role="alert">
      <p className={styles.sectionTitle}>{isOnline ? t`Could not load ${what}` : t`You're offline`}</p>
      <p className={styles.muted}>
        {isOnline
          ? t`The server did not answer. Check the connection and try again.`
          : capitalised(t`${what} open offline after one visit online; this device has none saved yet.`)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
