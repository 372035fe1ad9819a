// The session a badge belongs to, as a link to its page (issue 22).
import { Trans } from '@lingui/react/macro';
import { Link } from '../../../ui/link.tsx';
import type { BadgeSession } from '../../../api/programme-badges.ts';
import styles from './badge-grid.module.css';

export function BadgeSessionLink({ session }: { session: BadgeSession }) {
  const title = session.title;
  return (
    <Link className={styles.session} to={`/schedule/${session.sessionId}`}>
      <Trans>Session: {title}</Trans>
    </Link>
  );
}
