// Who is signed in, the language menu and the Sign out button, at the foot of the sidebar and the
// drawer.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { User } from '../api/user.ts';
import { Button } from '../ui/button.tsx';
import { LanguageSwitch } from '../i18n/language-switch.tsx';
import styles from './signed-in-layout.module.css';

const ROLE_LABEL = { attendee: msg`Attendee`, company: msg`Sponsor`, staff: msg`Staff` } as const;
const ADMIN_LABEL = msg`Staff · admin`;

export function AccountBlock({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const { i18n, t } = useLingui();
  const role = i18n._(user.isAdmin ? ADMIN_LABEL : ROLE_LABEL[user.type]);
  return (
    <div className={styles.account}>
      <div className={styles.accountText}>
        <span className={styles.accountName}>{user.displayName}</span>
        <span className={styles.accountRole}>{role}</span>
      </div>
      <LanguageSwitch isSignedIn={true} className={styles.language} />
      <Button variant="secondary" isBlock onClick={onSignOut}>
        {t`Sign out`}
      </Button>
    </div>
  );
}
