// Who is signed in, and the Sign out button, at the foot of the sidebar and the drawer.
import type { User } from '../api/user.ts';
import { Button } from '../ui/button.tsx';
import styles from './signed-in-layout.module.css';

const ROLE_LABEL: Record<User['type'], string> = { attendee: 'Attendee', company: 'Sponsor', staff: 'Staff' };

export function AccountBlock({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const role = user.isAdmin ? 'Staff · admin' : ROLE_LABEL[user.type];
  return (
    <div className={styles.account}>
      <div className={styles.accountText}>
        <span className={styles.accountName}>{user.displayName}</span>
        <span className={styles.accountRole}>{role}</span>
      </div>
      <Button variant="secondary" isBlock onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}
