// The session a badge belongs to, as a link to its page (issue 22).
import { Link } from '../../../ui/link.tsx';
import type { BadgeSession } from '../../../api/programme-badges.ts';
import styles from './badge-grid.module.css';

export function BadgeSessionLink({ session }: { session: BadgeSession }) {
  return (
    <Link className={styles.session} to={`/schedule/${session.sessionId}`}>
      Session: {session.title}
    </Link>
  );
}
