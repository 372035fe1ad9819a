// The wheel's odds, edited together: one percentage per prize on the wheel and the running total,
// which must read 100 % before the odds can be saved (the server refuses any other total).
import { useState } from 'react';
import type { ConsolePrize } from '../api/catalogue.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { MILLIONTHS, percentOf, probabilityOf, totalMillionths } from '../odds.ts';
import styles from './admin.module.css';

type OddsTableProps = {
  prizes: readonly ConsolePrize[];
  isBusy: boolean;
  error: string | undefined;
  onSave: (odds: { id: number; probability: number }[]) => void;
};

export function OddsTable({ prizes, isBusy, error, onSave }: OddsTableProps) {
  const [percents, setPercents] = useState(
    () => new Map(prizes.map((p) => [p.id, percentOf(p.probability)])),
  );
  const texts = prizes.map((p) => percents.get(p.id) ?? '0');
  const total = totalMillionths(texts);
  const isValid = total === MILLIONTHS;
  const shown = total === null ? '—' : `${Math.round(total / 100) / 100} %`;

  return (
    <section className={styles.form} aria-label="Odds of the wheel">
      <h2 className={styles.formTitle}>Odds</h2>
      <p className={`${styles.total} ${isValid ? '' : styles.totalBad}`} aria-live="polite">
        Total {shown} {isValid ? '' : '· must be 100 %'}
      </p>
      {error ? <p className={styles.totalBad}>{error}</p> : null}
      <div className={styles.pair}>
        {prizes.map((prize, i) => (
          <TextField
            key={prize.id}
            label={`${prize.name} (%)`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={texts[i]}
            onChange={(event) => setPercents((m) => new Map(m).set(prize.id, event.target.value))}
          />
        ))}
      </div>
      <Button
        disabled={!isValid}
        isBusy={isBusy}
        busyLabel="Saving…"
        onClick={() =>
          onSave(prizes.map((p, i) => ({ id: p.id, probability: probabilityOf(texts[i] ?? '') ?? 0 })))
        }
      >
        Save odds ({shown})
      </Button>
    </section>
  );
}
