// The header's count of writes waiting to sync (DESIGN.md §5), a link to /outbox; nothing when the
// outbox is empty. Imported lazily by the signed-in layout: part of the deferred JS (DESIGN.md §7).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { isWaiting } from './shared/row.ts';
import { useOutboxRows } from './use-outbox.ts';
import { useUserKey } from '../session/session-context.ts';
import styles from './outbox-count.module.css';

export function OutboxCount() {
  const { t } = useLingui();
  const { rows } = useOutboxRows(useUserKey());
  const waiting = (rows ?? []).filter(isWaiting).length;
  const failed = (rows ?? []).filter((row) => row.status === 'failed' || row.status === 'expired').length;
  if (waiting + failed === 0) return null;
  const label = [
    waiting > 0 ? t`${plural(waiting, { one: '# to sync', other: '# to sync' })}` : null,
    failed > 0 ? t`${plural(failed, { one: '# failed', other: '# failed' })}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link to="/outbox" className={styles.count} aria-label={t`Outbox: ${label}`} data-testid="outbox-count">
      {label}
    </Link>
  );
}
