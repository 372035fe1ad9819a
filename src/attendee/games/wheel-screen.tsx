// /attendee/wheel (seed-spec §2; reference-client.md §2.8): the balance, the wheel with one segment
// per prize it can draw, SPIN with its price, the result in place, the latest wins and the prize
// table. The wheel stops on the prize the server drew; offline it shows its cached prizes and says
// why it cannot spin (spins are never queued, DESIGN.md §5).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import { StaleMark } from '../../ui/stale-mark.tsx';
import { useIsOnline } from '../../ui/use-online.ts';
import { SpinResult } from './components/spin-result.tsx';
import { StoreBalance } from '../shared/components/store-balance.tsx';
import { WheelLatestWins } from './components/wheel-latest-wins.tsx';
import { WheelPrizeTable } from './components/wheel-prize-table.tsx';
import styles from './components/game-page.module.css';
import { WheelSpinBar } from './components/wheel-spin-bar.tsx';
import { WheelStage } from './components/wheel-stage.tsx';
import { useWheel } from './use-wheel.ts';
import { describeOutcome, describeWheelFailure, wheelBlocker } from './wheel-messages.ts';

export function WheelScreen() {
  const { t } = useLingui();
  const wheel = useWheel();
  const isOnline = useIsOnline();
  const { prizes, price, spin } = wheel;
  const blocker = wheelBlocker({
    balance: wheel.balance.shown,
    price: price.data,
    prizeCount: prizes.data === null ? null : wheel.segments.length,
    isOnline,
    hasLoadFailed:
      wheel.balance.hasFailed ||
      (price.data === null && price.error !== null) ||
      (prizes.data === null && prizes.error !== null),
  });
  const staleSince = prizes.staleSince ?? price.staleSince;

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <div className={styles.titles}>
          <h1 className={styles.title}>
            <Trans>Wheel</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Spin for prizes, tokens and entries in the final draw.</Trans>
          </p>
          {staleSince === null ? null : <StaleMark storedAt={staleSince} />}
        </div>
        <StoreBalance balance={wheel.balance.shown} />
      </header>
      <section className={styles.game} aria-label={t`Prize wheel`}>
        <WheelStage wheel={wheel} />
        <SpinResult
          isSpinning={wheel.isBusy}
          message={
            spin.phase === 'done'
              ? describeOutcome(spin.outcome)
              : spin.phase === 'failed'
                ? describeWheelFailure(spin.failure, price.data)
                : null
          }
          hint={
            wheel.segments.length === 0
              ? null
              : t`The server draws the prize; the wheel shows you where it landed.`
          }
          action={
            spin.phase === 'done' && spin.outcome.kind === 'prize' ? (
              <Link to="/attendee/identifier">
                <Trans>Show my QR</Trans>
              </Link>
            ) : null
          }
        />
        <WheelSpinBar
          price={price.data}
          blocker={blocker}
          isBusy={wheel.isBusy}
          onSpin={() => void wheel.start()}
        />
      </section>
      <div className={styles.side}>
        <WheelLatestWins reading={wheel.latestWins} />
        <WheelPrizeTable reading={prizes} />
      </div>
    </div>
  );
}
