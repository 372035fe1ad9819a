// The result of a spin, in place under the wheel or the reels (never a pop-up, DESIGN.md §9). The
// live region stays mounted so each new result is announced; its height is reserved so SPIN does
// not move under the thumb when a result appears.
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import styles from './spin-result.module.css';

export type SpinResultMessage = { tone: 'success' | 'info' | 'error'; title: string; detail: string };

type SpinResultProps = {
  /** A result or failure to show; null shows `hint` (what to do) instead. */
  message: SpinResultMessage | null;
  hint: ReactNode;
  isSpinning: boolean;
  action?: ReactNode;
};

export function SpinResult({ message, hint, isSpinning, action }: SpinResultProps) {
  return (
    <div className={styles.slot} aria-live="polite" aria-atomic="true">
      {isSpinning ? (
        <p className={styles.hint}>
          <span className={styles.dot} aria-hidden="true" />
          <Trans>Spinning…</Trans>
        </p>
      ) : message === null ? (
        <p className={styles.hint}>{hint}</p>
      ) : (
        <div className={styles.card} data-tone={message.tone}>
          <p className={styles.title}>{message.title}</p>
          <p className={styles.detail}>
            {message.detail}
            {action ? <> {action}</> : null}
          </p>
        </div>
      )}
    </div>
  );
}
