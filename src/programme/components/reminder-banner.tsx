// The in-app reminder, when notifications are not allowed: a starred session starts soon.
import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import type { ProgrammeSession } from '../../api/programme.ts';
import styles from './reminder-banner.module.css';

type ReminderBannerProps = { session: ProgrammeSession; where: string; onDismiss: () => void };

export function ReminderBanner({ session, where, onDismiss }: ReminderBannerProps) {
  const title = session.title;
  return (
    <div className={styles.banner} role="status">
      <p>
        <Trans>
          <strong>Starting soon:</strong> <Link to={`/schedule/${session.id}`}>{title}</Link> · {where}
        </Trans>
      </p>
      <Button variant="secondary" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  );
}
