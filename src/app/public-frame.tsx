// The frame of the public screens in the shell (the programme) for a signed-out visitor: the brand,
// the public menu from the route table and sign-in, and the language menu at the foot. A signed-in user gets the
// signed-in layout.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../ui/link.tsx';
import { BrandMark } from '../ui/brand-mark.tsx';
import { useEventBrand } from '../hooks/use-event.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import { LOGIN_PATH } from './routes.ts';
import { menuFor } from './access.ts';
import { NavMenu } from './nav-menu.tsx';
import styles from './public-frame.module.css';

export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.top}>
        <BrandMark to="/" {...useEventBrand()} />
        <div className={styles.nav}>
          <NavMenu items={menuFor(null)} />
        </div>
        <Link to={LOGIN_PATH} className={styles.signIn}>
          <Trans>Sign in</Trans>
        </Link>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      {/* NOTE: below the content, not in the sticky header, which it made two rows on a phone. */}
      <footer className={styles.footer}>
        <LanguageSwitch isSignedIn={false} className={styles.language} />
      </footer>
    </div>
  );
}
