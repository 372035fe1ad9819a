// The star of one session: pressed when it is in the attendee's programme. Shown only to those who
// can star (signed-in attendees); the parent decides.
import styles from './session-card.module.css';

type StarButtonProps = { title: string; isStarred: boolean; onToggle: () => void; isLarge?: boolean };

export function StarButton({ title, isStarred, onToggle, isLarge = false }: StarButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.star} ${isLarge ? styles.starLarge : ''}`}
      aria-pressed={isStarred}
      aria-label={isStarred ? `Remove “${title}” from my programme` : `Add “${title}” to my programme`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
      {isLarge ? <span>{isStarred ? 'In my programme' : 'Add to my programme'}</span> : null}
    </button>
  );
}
