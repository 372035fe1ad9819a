// The in-app reminder, when notifications are not allowed: a starred session starts soon.
import { Link } from '../../ui/link.tsx';
import type { ProgrammeSession } from '../../api/programme.ts';
import styles from './schedule.module.css';

type ReminderBannerProps = { session: ProgrammeSession; where: string; onDismiss: () => void };

export function ReminderBanner({ session, where, onDismiss }: ReminderBannerProps) {
  return (
    <div className={styles.reminder} role="status">
      <p>
        <strong>Starting soon:</strong> <Link to={`/schedule/${session.id}`}>{session.title}</Link> · {where}
      </p>
      <button type="button" className={styles.chip} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
