// The in-app reminder, when notifications are not allowed: a starred session starts soon.
import { Trans } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import type { ProgrammeSession } from '../../api/programme.ts';
import styles from './schedule.module.css';

type ReminderBannerProps = { session: ProgrammeSession; where: string; onDismiss: () => void };

export function ReminderBanner({ session, where, onDismiss }: ReminderBannerProps) {
  const title = session.title;
  return (
    <div className={styles.reminder} role="status">
      <p>
        <Trans>
          <strong>Starting soon:</strong> <Link to={`/schedule/${session.id}`}>{title}</Link> · {where}
        </Trans>
      </p>
      <button type="button" className={styles.chip} onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
