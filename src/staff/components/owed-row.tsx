// One thing an attendee is owed: picture, name, how many, a quantity picker (partial delivery),
// then "Hand over n" and a confirmation in place; the server's answer shows on the row.
import { useState } from 'react';
import type { DeliveryOutcome, Owed } from '../../api/deliveries.ts';
import { Button } from '../../ui/button.tsx';
import styles from './owed-row.module.css';

type OwedRowProps = {
  owed: Owed;
  isBusy: boolean;
  note: { outcome: DeliveryOutcome; quantity: number } | null;
  onDeliver: (quantity: number) => void;
};

function noteText(note: { outcome: DeliveryOutcome; quantity: number }): { tone: string; text: string } {
  switch (note.outcome.kind) {
    case 'delivered':
      return { tone: 'success', text: `✓ ${note.quantity} handed over. ${note.outcome.message}` };
    case 'refused':
      return { tone: 'error', text: `Not delivered: ${note.outcome.reason}` };
    case 'queued':
      return { tone: 'queued', text: `↻ ${note.quantity} saved, will sync once online.` };
    case 'network':
      return { tone: 'error', text: 'Not delivered: no connection. Try again once online.' };
    case 'failed':
      return { tone: 'error', text: 'Not delivered: the server failed. Try again.' };
  }
}

export function OwedRow({ owed, isBusy, note, onDeliver }: OwedRowProps) {
  const [quantity, setQuantity] = useState(owed.owed);
  const [isConfirming, setIsConfirming] = useState(false);
  const shown = Math.min(Math.max(quantity, 1), Math.max(owed.owed, 1));
  const result = note === null ? null : noteText(note);

  return (
    <li className={styles.row}>
      <div className={styles.head}>
        {owed.image ? (
          <img className={styles.image} src={owed.image} alt="" width={56} height={56} />
        ) : (
          <span className={styles.image} aria-hidden="true">
            <svg className={styles.glyph} viewBox="0 0 24 24" focusable="false">
              {owed.kind === 'item' ? (
                <path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" />
              ) : (
                <>
                  <circle cx="12" cy="12" r="8" />
                  <path d="M12 4v16M4 12h16M6.3 6.3l11.4 11.4M17.7 6.3 6.3 17.7" />
                </>
              )}
            </svg>
          </span>
        )}
        <span className={styles.text}>
          <span className={styles.name}>{owed.name}</span>
          <span className={styles.owed}>{owed.owed === 0 ? 'Nothing owed' : `${owed.owed} owed`}</span>
        </span>
      </div>
      {owed.owed > 0 && !isConfirming ? (
        <div className={styles.actions}>
          <div className={styles.stepper} role="group" aria-label={`How many ${owed.name} to hand over`}>
            <button
              type="button"
              className={styles.step}
              aria-label="One less"
              disabled={shown <= 1}
              onClick={() => setQuantity(shown - 1)}
            >
              −
            </button>
            <output className={styles.quantity} aria-live="polite">
              {shown}
            </output>
            <button
              type="button"
              className={styles.step}
              aria-label="One more"
              disabled={shown >= owed.owed}
              onClick={() => setQuantity(shown + 1)}
            >
              +
            </button>
          </div>
          <Button onClick={() => setIsConfirming(true)} disabled={isBusy}>
            Hand over {shown}
          </Button>
        </div>
      ) : null}
      {isConfirming ? (
        <div className={styles.confirm} role="group" aria-label="Confirm the delivery">
          <p>
            Hand over <strong>{shown}</strong> × {owed.name} now?
          </p>
          <div className={styles.confirmButtons}>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button
              isBusy={isBusy}
              busyLabel="Delivering…"
              onClick={() => {
                setIsConfirming(false);
                onDeliver(shown);
              }}
            >
              Confirm
            </Button>
          </div>
        </div>
      ) : null}
      {result ? (
        <p className={styles.note} data-tone={result.tone} role="status">
          {result.text}
        </p>
      ) : null}
    </li>
  );
}
