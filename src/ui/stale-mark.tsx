// The quiet "offline · updated 10:42" mark a screen shows when its data could not be refreshed
// (DESIGN.md §5).
import styles from './feedback.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export function formatUpdatedAt(storedAt: Date, now: Date = new Date()): string {
  const isToday = storedAt.toDateString() === now.toDateString();
  const time = timeFormat.format(storedAt);
  return isToday ? time : `${dayFormat.format(storedAt)} ${time}`;
}

export function StaleMark({ storedAt }: { storedAt: Date }) {
  return (
    <span className={styles.stale} role="status">
      offline · updated {formatUpdatedAt(storedAt)}
    </span>
  );
}
