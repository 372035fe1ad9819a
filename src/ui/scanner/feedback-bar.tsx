// The scanner's feedback bar: one colour, glyph and line of words per state, announced to screen
// readers as it changes (seed-spec §2 "scanner").
import type { ScanFeedback } from './scan-feedback.ts';
import styles from './scan-station.module.css';

const GLYPHS: Record<ScanFeedback['tone'], string> = {
  neutral: '◎',
  busy: '…',
  success: '✓',
  queued: '↻',
  warning: '!',
  error: '✕',
};

export function FeedbackBar({ feedback }: { feedback: ScanFeedback }) {
  return (
    <div
      className={styles.feedback}
      data-tone={feedback.tone}
      data-state={feedback.state}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      <span className={styles.glyph} aria-hidden="true">
        {GLYPHS[feedback.tone]}
      </span>
      <span className={styles.feedbackText}>
        <span className={styles.feedbackTitle}>{feedback.title}</span>
        {feedback.detail ? <span className={styles.feedbackDetail}>{feedback.detail}</span> : null}
      </span>
    </div>
  );
}
