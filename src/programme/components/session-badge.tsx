// A session's attendance badge: scan at the door to collect it, and whether the attendee holds it.
import { Link } from '../../ui/link.tsx';
import styles from './session-page.module.css';

type SessionBadgeProps = { badgeId: number; name: string | null; holds: boolean | null; isAttendee: boolean };

export function SessionBadge({ badgeId, name, holds, isAttendee }: SessionBadgeProps) {
  return (
    <section className={`${styles.badge} ${holds ? styles.badgeHeld : ''}`} aria-label="Attendance badge">
      <span className={styles.badgeIcon} aria-hidden="true">
        {holds ? '✓' : '★'}
      </span>
      <div>
        <p className={styles.badgeTitle}>
          {isAttendee ? (
            <Link to={`/badge/${badgeId}`}>{name ?? 'Session badge'}</Link>
          ) : (
            (name ?? 'Session badge')
          )}
        </p>
        <p className={styles.muted}>
          {holds === true ? 'You hold this badge.' : 'Scan your QR at the door to collect it.'}
        </p>
      </div>
    </section>
  );
}
