// The bet box and SPIN, in thumb reach: − and + step through round amounts, the box takes any
// whole number, MAX bets the whole balance. When a bet cannot go out SPIN stays disabled and the
// reason is written under it (offline, no tokens, over the balance).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import type { Slots } from '../use-slots.ts';
import dock from './spin-dock.module.css';
import styles from './slots-bet-bar.module.css';

const REASON_ID = 'slots-spin-reason';

export function SlotsBetBar({ slots }: { slots: Slots }) {
  const { t } = useLingui();
  const { blocker, isBusy } = slots;
  const canEdit = !isBusy && slots.balance.shown !== null;
  return (
    <div className={dock.dock}>
      <div className={styles.bet}>
        <label className={styles.label} htmlFor="slots-bet">
          <Trans>Bet</Trans>
        </label>
        <button
          type="button"
          className={styles.step}
          onClick={() => slots.step(-1)}
          disabled={!canEdit || (slots.bet ?? 0) <= 1}
          aria-label={t`Lower the bet`}
        >
          −
        </button>
        <input
          id="slots-bet"
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          value={slots.betText}
          onChange={(event) => slots.setBetText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void slots.start();
          }}
          disabled={!canEdit}
          aria-describedby={blocker === null ? undefined : REASON_ID}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => slots.step(1)}
          disabled={!canEdit || (slots.bet ?? 0) >= (slots.balance.shown ?? 0)}
          aria-label={t`Raise the bet`}
        >
          +
        </button>
        <button
          type="button"
          className={styles.max}
          onClick={slots.max}
          disabled={!canEdit || (slots.balance.shown ?? 0) < 1}
          aria-label={t`Max: bet your whole balance`}
        >
          <Trans>MAX</Trans>
        </button>
      </div>
      <Button
        className={dock.spin}
        isBlock
        onClick={() => void slots.start()}
        disabled={blocker !== null}
        isBusy={isBusy}
        busyLabel={t`Spinning…`}
        aria-describedby={blocker === null ? undefined : REASON_ID}
      >
        <Trans>Spin</Trans>
      </Button>
      {blocker === null || isBusy ? null : (
        <p id={REASON_ID} className={dock.reason} data-reason={blocker.reason}>
          {blocker.text}
        </p>
      )}
    </div>
  );
}
