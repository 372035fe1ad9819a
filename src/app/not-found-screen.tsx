// /404 and every unknown path: where the guard sends a user from a page not meant for them.
// A signed-in user is offered their own home; anyone else the start page.
import { Trans } from '@lingui/react/macro';
import { useSession } from '../session/session-context.ts';
import { BrandMark } from '../ui/brand-mark.tsx';
import { useEventBrand } from '../hooks/use-event.ts';
import { ButtonLink } from '../ui/button.tsx';
import { homeFor } from './access.ts';
import styles from './not-found-screen.module.css';

export function NotFoundScreen() {
  const { user } = useSession();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <BrandMark {...useEventBrand()} />
      </header>
      <main className={styles.main}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>
          <Trans>This page isn't here</Trans>
        </h1>
        <p className={styles.text}>
          <Trans>
            The link may be wrong, or the page is not part of your account. Nothing is lost: head back and
            carry on.
          </Trans>
        </p>
        <div className={styles.actions}>
          {user ? (
            <ButtonLink to={homeFor(user)} isBlock>
              <Trans>Back to the app</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to="/" isBlock>
              <Trans>Go to the start page</Trans>
            </ButtonLink>
          )}
        </div>
      </main>
    </div>
  );
}
