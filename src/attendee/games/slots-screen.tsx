// /attendee/slots (seed-spec §2; reference-client.md §2.7): the balance, three reels that stop on
// the line the server paid, the bet box with − / + and MAX, SPIN, the result in place and the pay
// table read from the server. A bet is never queued (DESIGN.md §5); offline SPIN is disabled and
// says why. Reads: the attendee, whose "offline · updated" mark the signed-in layout already shows,
// and the pay table, shown from the cache offline without a mark of its own (it seldom changes,
// and offline nobody can spin).
import { Trans, useLingui } from '@lingui/react/macro';
import { SlotsBetBar } from './components/slots-bet-bar.tsx';
import { SlotsMachine } from './components/slots-machine.tsx';
import { SlotsPaytableCard } from './components/slots-paytable-card.tsx';
import styles from './components/game-page.module.css';
import { SpinResult } from './components/spin-result.tsx';
import { StoreBalance } from '../shared/components/store-balance.tsx';
import { describeSlotsFailure, describeSlotsResult } from './slots-messages.ts';
import { bestMultiplier } from './slots-paytable.ts';
import { useSlots } from './use-slots.ts';

export function SlotsScreen() {
  const { t } = useLingui();
  const slots = useSlots();
  const { spin } = slots;
  const best = bestMultiplier(slots.paytable.lines ?? []);
  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <div className={styles.titles}>
          <h1 className={styles.title}>
            <Trans>Slots</Trans>
          </h1>
          <p className={styles.subtitle}>
            {best === null
              ? t`Three of a kind multiplies your bet.`
              : t`Three of a kind multiplies your bet, up to ×${best}.`}
          </p>
        </div>
        <StoreBalance balance={slots.balance.shown} />
      </header>
      <section className={styles.game} aria-label={t`Slot machine`}>
        <SlotsMachine spin={spin} onLanded={slots.landed} />
        <SpinResult
          isSpinning={slots.isBusy}
          message={
            spin.phase === 'done'
              ? describeSlotsResult(spin.result, spin.bet)
              : spin.phase === 'failed'
                ? describeSlotsFailure(spin.failure)
                : null
          }
          hint={
            slots.balance.hasFailed
              ? t`Your balance could not be loaded. Reload to try again.`
              : t`Pick your bet and spin. The server decides; the reels show it.`
          }
        />
        <SlotsBetBar slots={slots} />
      </section>
      <div className={styles.side}>
        <SlotsPaytableCard
          paytable={slots.paytable}
          highlight={spin.phase === 'done' ? spin.result.multiplier : null}
        />
      </div>
    </div>
  );
}
