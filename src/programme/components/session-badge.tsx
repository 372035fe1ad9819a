// A session's attendance badge: scan at the door to collect it, and whether the attendee holds it.
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import styles from './session-page.module.css';

type SessionBadgeProps = { badgeId: number; name: string | null; holds: boolean | null; isAttendee: boolean };

export function SessionBadge({ badgeId, name, holds, isAttendee }: SessionBadgeProps) {
  const { t } = useLingui();
  const title = name ?? t`Session badge`;
  return (
    <section className={`${styles.badge} ${holds ? styles.badgeHeld : ''}`} aria-label={t`Attendance badge`}>
      <span className={styles.badgeIcon} aria-hidden="true">
        {holds ? '✓' : '★'}
      </span>
      <div>
        <p className={styles.badgeTitle}>
          {isAttendee ? <Link to={`/badge/${badgeId}`}>{title}</Link> : title}
        </p>
        <p className={styles.muted}>
          {holds === true ? t`You hold this badge.` : t`Scan your QR at the door to collect it.`}
        </p>
      </div>
    </section>
  );
}
