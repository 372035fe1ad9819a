// A read that produced nothing to show (no cache, no network): says why in plain words and
// offers the way forward — retry, or back when the thing does not exist. Used by the badge and
// leaderboard screens.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '#i18n/runtime';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { toApiFailure, type ApiFailure } from '../../../api/errors.ts';
import { Button } from '../../../ui/button.tsx';
import styles from './page-frame.module.css';

type LoadFailureProps = {
  error: unknown;
  /**
   * What was being loaded, for the sentence, already in the active language and with its article:
   * t`the badges`, t`this badge`, t`the leaderboard` ("Couldn't load {what}").
   */
  what: string;
  onRetry: () => void;
  /** Shown instead of the retry when the server says the thing is not there (404). */
  notFound?: ReactNode;
};

function describe(failure: ApiFailure, what: string): { title: string; text: string } {
  if (failure.kind === 'network' || !navigator.onLine) {
    return {
      title: t`You're offline`,
      text: t`We couldn't reach the server and have no saved copy of ${what} yet. Connect and try again.`,
    };
  }
  if (failure.kind === 'http' && failure.status >= 500) {
    return {
      title: t`The server is having a moment`,
      text: t`Loading ${what} failed on our side. Try again shortly.`,
    };
  }
  return { title: t`Couldn't load ${what}`, text: t`Something went wrong. Try again.` };
}

export function LoadFailure({ error, what, onRetry, notFound }: LoadFailureProps) {
  useLingui(); // the texts follow a change of language
  const [failure, setFailure] = useState<{ from: unknown; value: ApiFailure } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void toApiFailure(error).then((value) => {
      if (isCurrent) setFailure({ from: error, value });
    });
    return () => {
      isCurrent = false;
    };
  }, [error]);
  const known = failure !== null && failure.from === error ? failure.value : null;
  // NOTE: the failure is read in a microtask; nothing is shown meanwhile rather than a wrong text.
  if (known === null) return null;
  if (notFound !== undefined && known.kind === 'http' && known.status === 404) return notFound;
  const { title, text } = describe(known, what);
  return (
    <section className={styles.state} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{text}</p>
      <div className={styles.stateActions}>
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </section>
  );
}
