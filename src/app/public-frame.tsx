// The frame of the public screens in the shell (the programme) for a signed-out visitor: the brand,
// the public menu from the route table, the language menu and sign-in. A signed-in user gets the
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
        <LanguageSwitch isSignedIn={false} className={styles.language} />
        <Link to={LOGIN_PATH} className={styles.signIn}>
          <Trans>Sign in</Trans>
        </Link>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
