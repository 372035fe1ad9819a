// The wheel's odds, edited together: one percentage per prize on the wheel and the running total,
// which must read 100 % before the odds can be saved (the server refuses any other total). What the
// organiser typed survives the list being read again (a prize created meanwhile joins at its own
// odds) and is let go once saved.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ConsolePrize } from '../api/catalogue.ts';
import { Button } from '../../ui/button.tsx';
import { NumberField } from './number-field.tsx';
import { MILLIONTHS, percentOf, probabilityOf, totalMillionths } from '../odds.ts';
import styles from './admin.module.css';

type OddsTableProps = {
  prizes: readonly ConsolePrize[];
  isBusy: boolean;
  error: string | undefined;
  /** Resolves true when the odds were saved. */
  onSave: (odds: { id: number; probability: number }[]) => Promise<boolean>;
};

export function OddsTable({ prizes, isBusy, error, onSave }: OddsTableProps) {
  const { i18n, t } = useLingui();
  const [edits, setEdits] = useState<ReadonlyMap<number, string>>(new Map());
  const texts = prizes.map((p) => edits.get(p.id) ?? percentOf(p.probability));
  const total = totalMillionths(texts);
  const isValid = total === MILLIONTHS;
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2, useGrouping: false });
  const percent = total === null ? null : number.format(total / 10_000);
  const shown = percent === null ? '—' : t`${percent} %`;

  return (
    <section className={styles.form} aria-label={t`Odds of the wheel`}>
      <h2 className={styles.formTitle}>{t`Odds`}</h2>
      <p className={`${styles.total} ${isValid ? '' : styles.totalBad}`} aria-live="polite">
        {isValid ? t`Total ${shown}` : t`Total ${shown} · must be 100 %`}
      </p>
      {error ? <p className={styles.totalBad}>{error}</p> : null}
      <div className={styles.pair}>
        {prizes.map((prize, i) => (
          <NumberField
            key={prize.id}
            label={`${prize.name} (%)`}
            isDecimal
            min={0}
            max={100}
            value={texts[i]}
            onChange={(event) => setEdits((m) => new Map(m).set(prize.id, event.target.value))}
          />
        ))}
      </div>
      <Button
        disabled={!isValid}
        isBusy={isBusy}
        busyLabel={t`Saving…`}
        onClick={() => {
          const odds = prizes.map((p, i) => ({ id: p.id, probability: probabilityOf(texts[i] ?? '') ?? 0 }));
          void onSave(odds).then((isSaved) => {
            if (isSaved) setEdits(new Map());
          });
        }}
      >
        {t`Save odds (${shown})`}
      </Button>
    </section>
  );
}
