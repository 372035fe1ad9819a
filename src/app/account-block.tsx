// Who is signed in, the language menu and the Sign out button, at the foot of the sidebar and the
// drawer. The language menu is deferred JS (DESIGN.md §7): no first screen needs it, so it comes
// once the first screen is up, in a space kept for it.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { User } from '../api/user.ts';
import { useAfterFirstScreen } from '../deferred/after-first-screen.ts';
import { Button } from '../ui/button.tsx';
import styles from './signed-in-layout.module.css';

const LanguageSwitch = lazy(async () => ({
  default: (await import('../i18n/language-switch.tsx')).LanguageSwitch,
}));

const ROLE_LABEL = { attendee: msg`Attendee`, company: msg`Sponsor`, staff: msg`Staff` } as const;
const ADMIN_LABEL = msg`Staff · admin`;

/** The language menu's place until it has loaded. */
const languageSpace = <div className={styles.languageSpace} />;

export function AccountBlock({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const { i18n, t } = useLingui();
  const isDeferredReady = useAfterFirstScreen();
  const role = i18n._(user.isAdmin ? ADMIN_LABEL : ROLE_LABEL[user.type]);
  return (
    <div className={styles.account}>
      <div className={styles.accountText}>
        <span className={styles.accountName}>{user.displayName}</span>
        <span className={styles.accountRole}>{role}</span>
      </div>
      {isDeferredReady ? (
        <Suspense fallback={languageSpace}>
          <LanguageSwitch isSignedIn={true} className={styles.language} />
        </Suspense>
      ) : (
        languageSpace
      )}
      <Button variant="secondary" isBlock onClick={onSignOut}>
        {t`Sign out`}
      </Button>
    </div>
  );
}
