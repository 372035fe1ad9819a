// The wheel's action: the price of a spin and SPIN. When a spin is not possible the button stays
// disabled and says why underneath (offline, balance short, no prizes).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { TokenAmount } from '../../../ui/token-amount.tsx';
import type { WheelBlocker } from '../wheel-messages.ts';
import styles from './spin-dock.module.css';

type WheelSpinBarProps = {
  price: number | null;
  blocker: WheelBlocker | null;
  isBusy: boolean;
  onSpin: () => void;
};

const REASON_ID = 'wheel-spin-reason';

export function WheelSpinBar({ price, blocker, isBusy, onSpin }: WheelSpinBarProps) {
  const { t } = useLingui();
  return (
    <div className={styles.dock}>
      <div className={styles.row}>
        <div className={styles.cost}>
          <span className={styles.label}>
            <Trans>A spin costs</Trans>
          </span>
          {price === null ? <span className={styles.label}>…</span> : <TokenAmount amount={price} />}
        </div>
        <Button
          className={styles.spin}
          onClick={onSpin}
          disabled={blocker !== null}
          isBusy={isBusy}
          busyLabel={t`Spinning…`}
          aria-describedby={blocker === null ? undefined : REASON_ID}
        >
          <Trans>Spin the wheel</Trans>
        </Button>
      </div>
      {blocker === null || isBusy ? null : (
        <p id={REASON_ID} className={styles.reason} data-reason={blocker.reason}>
          {blocker.text}
        </p>
      )}
    </div>
  );
}
