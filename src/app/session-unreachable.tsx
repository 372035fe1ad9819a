// Shown on a signed-in page when a token is stored but nothing says whose it is: offline on a
// device that never loaded this account. Not a sign-out: the token stays until the server refuses it.
import { Trans } from '@lingui/react/macro';
import { useSession } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';
import { ConfettiLogo } from '../ui/brand-mark.tsx';
import styles from './session-unreachable.module.css';

export function SessionUnreachable() {
  const { recheck, signOut } = useSession();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="unreachable-title">
        <ConfettiLogo className={styles.logo} />
        <h1 id="unreachable-title">
          <Trans>You're offline</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>
            Your account could not be loaded because the server can't be reached. It will open on its own once
            you're back online.
          </Trans>
        </p>
        <Button isBlock onClick={recheck}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="ghost" onClick={signOut}>
          <Trans>Sign out</Trans>
        </Button>
      </section>
    </main>
  );
}
