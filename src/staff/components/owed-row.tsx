// One thing an attendee is owed: picture, name, how many, a quantity picker (partial delivery),
// then "Hand over n" and a confirmation in place; the server's answer shows on the row.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DeliveryOutcome, Owed } from '../../api/deliveries.ts';
import { Button } from '../../ui/button.tsx';
import styles from './owed-row.module.css';

type I18n = ReturnType<typeof useLingui>['i18n'];

type OwedRowProps = {
  owed: Owed;
  isBusy: boolean;
  note: { outcome: DeliveryOutcome; quantity: number } | null;
  onDeliver: (quantity: number) => void;
};

function noteText(
  note: { outcome: DeliveryOutcome; quantity: number },
  i18n: I18n,
): { tone: string; text: string } {
  const { quantity, outcome } = note;
  switch (outcome.kind) {
    case 'delivered': {
      const message = outcome.message;
      return { tone: 'success', text: i18n._(msg`✓ ${quantity} handed over. ${message}`) };
    }
    case 'refused': {
      const reason = outcome.reason;
      return { tone: 'error', text: i18n._(msg`Not delivered: ${reason}`) };
    }
    case 'queued':
      return { tone: 'queued', text: i18n._(msg`↻ ${quantity} saved, will sync once online.`) };
    case 'network':
      return { tone: 'error', text: i18n._(msg`Not delivered: no connection. Try again once online.`) };
    case 'failed':
      return { tone: 'error', text: i18n._(msg`Not delivered: the server failed. Try again.`) };
  }
}

export function OwedRow({ owed, isBusy, note, onDeliver }: OwedRowProps) {
  const { i18n, t } = useLingui();
  const [quantity, setQuantity] = useState(owed.owed);
  const { name, owed: owedCount } = owed;
  const [isConfirming, setIsConfirming] = useState(false);
  const shown = Math.min(Math.max(quantity, 1), Math.max(owed.owed, 1));
  const result = note === null ? null : noteText(note, i18n);

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
          <span className={styles.owed}>{owedCount === 0 ? t`Nothing owed` : t`${owedCount} owed`}</span>
        </span>
      </div>
      {owed.owed > 0 && !isConfirming ? (
        <div className={styles.actions}>
          <div className={styles.stepper} role="group" aria-label={t`How many ${name} to hand over`}>
            <button
              type="button"
              className={styles.step}
              aria-label={t`One less`}
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
              aria-label={t`One more`}
              disabled={shown >= owed.owed}
              onClick={() => setQuantity(shown + 1)}
            >
              +
            </button>
          </div>
          <Button onClick={() => setIsConfirming(true)} disabled={isBusy}>
            <Trans>Hand over {shown}</Trans>
          </Button>
        </div>
      ) : null}
      {isConfirming ? (
        <div className={styles.confirm} role="group" aria-label={t`Confirm the delivery`}>
          <p>
            <Trans>
              Hand over <strong>{shown}</strong> × {name} now?
            </Trans>
          </p>
          <div className={styles.confirmButtons}>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              isBusy={isBusy}
              busyLabel={t`Delivering…`}
              onClick={() => {
                setIsConfirming(false);
                onDeliver(shown);
              }}
            >
              <Trans>Confirm</Trans>
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
