// The star of one session: pressed when it is in the attendee's programme. Shown only to those who
// can star (signed-in attendees); the parent decides.
import { useLingui } from '@lingui/react/macro';
import styles from './session-card.module.css';

type StarButtonProps = { title: string; isStarred: boolean; onToggle: () => void; isLarge?: boolean };

export function StarButton({ title, isStarred, onToggle, isLarge = false }: StarButtonProps) {
  const { t } = useLingui();
  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
  // The session page's large star says its action in words, which are its name (WCAG 2.5.3); the
  // schedule's icon-only one is a toggle named by its session.
  if (isLarge) {
    return (
      <button
        type="button"
        className={`${styles.star} ${styles.starLarge}`}
        data-starred={isStarred}
        onClick={onToggle}
      >
        {icon}
        <span>{isStarred ? t`Remove from my programme` : t`Add to my programme`}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={isStarred}
      data-starred={isStarred}
      aria-label={t`“${title}” in my programme`}
      onClick={onToggle}
    >
      {icon}
    </button>
  );
}
