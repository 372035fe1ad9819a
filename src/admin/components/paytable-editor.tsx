// The slots' pay table, edited whole: one line per multiplier with its chance in percent, lines
// added and removed in place, and what the table means shown as it is typed (the chance of a win
// and the tokens given back per token bet). The server judges it and names a wrong line's field.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PaytableLine } from '../api/games.ts';
import { Button } from '../../ui/button.tsx';
import { fieldStyles } from '../../ui/text-field.tsx';
import { percentOf, probabilityOf } from '../odds.ts';
import { NumberField } from './number-field.tsx';
import { SettingsForm } from './settings-form.tsx';
import styles from './admin.module.css';

type Draft = { key: number; multiplier: string; percent: string };

type PaytableEditorProps = {
  paytable: readonly PaytableLine[];
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (paytable: PaytableLine[]) => void;
};

let nextKey = 0;
const draftOf = (line: PaytableLine | null): Draft => ({
  key: (nextKey += 1),
  multiplier: line ? String(line.multiplier) : '',
  percent: line ? percentOf(line.probability) : '',
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function PaytableEditor({ paytable, errors, isBusy, onSave }: PaytableEditorProps) {
  const { i18n, t } = useLingui();
  const [lines, setLines] = useState(() => (paytable.length > 0 ? paytable.map(draftOf) : [draftOf(null)]));
  const set = (key: number, patch: Partial<Draft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const parsed = lines.map((l) => ({
    multiplier: numberOf(l.multiplier),
    probability: probabilityOf(l.percent),
  }));
  const isComplete = parsed.every((l) => Number.isFinite(l.multiplier) && l.probability !== null);
  const win = parsed.reduce((sum, l) => sum + (l.probability ?? 0), 0);
  const back = parsed.reduce((sum, l) => sum + (l.probability ?? 0) * (l.multiplier || 0), 0);
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2, useGrouping: false });
  const winPercent = number.format(win * 100);
  const tokensBack = number.format(Math.round(back * 100));
  const summary = isComplete
    ? t`A win ${winPercent} % of spins · gives back ${tokensBack} tokens per 100 bet`
    : t`Fill every line to see what the table gives back`;

  return (
    <SettingsForm
      label={t`Pay table of the slots`}
      title={t`Slots pay table`}
      saveLabel={t`Save pay table`}
      isBusy={isBusy}
      onSubmit={() =>
        onSave(parsed.map((l) => ({ multiplier: l.multiplier, probability: l.probability ?? Number.NaN })))
      }
      actions={
        <Button variant="ghost" onClick={() => setLines((all) => [...all, draftOf(null)])}>
          {t`Add a line`}
        </Button>
      }
    >
      <p className={styles.total} aria-live="polite">
        {summary}
      </p>
      {errors.paytable ? <p className={styles.totalBad}>{errors.paytable}</p> : null}
      {lines.map((line, i) => {
        const number = i + 1;
        return (
          <div key={line.key} className={styles.pair} role="group" aria-label={t`Line ${number}`}>
            <NumberField
              label={t`Line ${number}: pays × bet`}
              isDecimal
              value={line.multiplier}
              onChange={(event) => set(line.key, { multiplier: event.target.value })}
              error={errors[`paytable.${i}.multiplier`]}
            />
            <NumberField
              label={t`Line ${number}: chance (%)`}
              isDecimal
              value={line.percent}
              onChange={(event) => set(line.key, { percent: event.target.value })}
              error={errors[`paytable.${i}.probability`]}
              action={
                lines.length > 1 ? (
                  <button
                    type="button"
                    className={fieldStyles.action}
                    aria-label={t`Remove line ${number}`}
                    onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                  >
                    ×
                  </button>
                ) : null
              }
            />
          </div>
        );
      })}
    </SettingsForm>
  );
}
