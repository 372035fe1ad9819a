// The quiet "offline · updated 10:42" mark a screen shows when its data could not be refreshed
// (DESIGN.md §5). The time is written the reader's way (the active language's).
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '#i18n/runtime';
import styles from './feedback.module.css';

export function formatUpdatedAt(
  storedAt: Date,
  now: Date = new Date(),
  locale: string = i18n.locale,
): string {
  const isToday = storedAt.toDateString() === now.toDateString();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(storedAt);
  if (isToday) return time;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(storedAt);
  return `${day} ${time}`;
}

export function StaleMark({ storedAt }: { storedAt: Date }) {
  // NOTE: subscribed, so the mark is drawn again in a newly chosen language.
  const { i18n: active } = useLingui();
  const updatedAt = formatUpdatedAt(storedAt, new Date(), active.locale);
  return (
    <span className={styles.stale} role="status">
      <Trans>offline · updated {updatedAt}</Trans>
    </span>
  );
}
