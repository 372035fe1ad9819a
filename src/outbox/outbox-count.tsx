// The header's count of writes waiting to sync (DESIGN.md §5), a link to /outbox; nothing when the
// outbox is empty. Imported lazily by the signed-in layout: part of the deferred JS (DESIGN.md §7).
import { Link } from '../ui/link.tsx';
import { isWaiting } from './shared/row.ts';
import { useOutboxRows } from './use-outbox.ts';
import { useUserKey } from '../session/session-context.ts';
import styles from './components/outbox.module.css';

export function OutboxCount() {
  const { rows } = useOutboxRows(useUserKey());
  const waiting = (rows ?? []).filter(isWaiting).length;
  const failed = (rows ?? []).filter((row) => row.status === 'failed' || row.status === 'expired').length;
  if (waiting + failed === 0) return null;
  const label = [waiting > 0 ? `${waiting} to sync` : null, failed > 0 ? `${failed} failed` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link to="/outbox" className={styles.badge} aria-label={`Outbox: ${label}`} data-testid="outbox-count">
      {label}
    </Link>
  );
}
