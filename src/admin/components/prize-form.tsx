// The prize form of the console: name, stock, the most one attendee may win, and whether staff
// hand it over. Its odds are edited on the wheel table, all at once (the total must stay 100 %).
import type { PrizeCreateBody } from '#contract/console';
import type { ConsolePrize } from '../../api/console.ts';
import { TextField } from '../../ui/text-field.tsx';
import { nameClash } from '../name-clash.ts';
import { useDraft } from '../use-draft.ts';
import { ConsoleForm, type FormFrameProps } from './console-form.tsx';
import { NameFields } from './name-fields.tsx';
import styles from './console.module.css';

type PrizeFormProps = FormFrameProps<PrizeCreateBody> & {
  prize: ConsolePrize | null;
  /** Every prize, so a name another one holds is named before saving (issue 23). */
  rows: readonly ConsolePrize[] | null;
};

export function PrizeForm(props: PrizeFormProps) {
  const { prize, rows, errors, onSave } = props;
  const { draft, bind } = useDraft(() => ({
    name: prize?.name ?? '',
    stock: String(prize?.stock ?? 10),
    max: String(prize?.maxPerAttendee ?? 1),
  }));

  const clash = nameClash(rows, draft.name, prize?.id ?? null, 'prize');

  function submit() {
    onSave({ name: draft.name, stock: Number(draft.stock), max_amount_per_attendee: Number(draft.max) });
  }

  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <ConsoleForm
      noun="prize"
      rowName={prize?.name ?? null}
      frame={props}
      onSubmit={submit}
      isBlocked={clash !== null}
    >
      <NameFields name={bind('name')} error={clash ?? errors.name} />
      <div className={styles.pair}>
        <TextField label="Stock" {...number} {...bind('stock')} error={errors.stock} />
        <TextField label="Most per attendee" {...number} min={1} {...bind('max')} />
      </div>
      {prize ? null : (
        <p className={styles.meta}>A new prize starts at 0 %: give it odds on the wheel table.</p>
      )}
    </ConsoleForm>
  );
}
