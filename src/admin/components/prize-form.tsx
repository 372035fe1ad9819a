// The prize form of the console: name, stock, the most one attendee may win, and whether staff
// hand it over. Its odds are edited on the wheel table, all at once (the total must stay 100 %).
import { useState, type FormEvent, type ReactNode } from 'react';
import type { PrizeCreateBody } from '#contract/console';
import type { ConsolePrize } from '../../api/console.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './console.module.css';

type PrizeFormProps = {
  prize: ConsolePrize | null;
  errors: Record<string, string>;
  isBusy: boolean;
  onSave: (fields: PrizeCreateBody) => void;
  onCancel: () => void;
  children?: ReactNode;
};

export function PrizeForm({ prize, errors, isBusy, onSave, onCancel, children }: PrizeFormProps) {
  const [draft, setDraft] = useState(() => ({
    name: prize?.name ?? '',
    stock: String(prize?.stock ?? 10),
    max: String(prize?.maxPerAttendee ?? 1),
  }));
  const set = (key: 'name' | 'stock' | 'max') => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ name: draft.name, stock: Number(draft.stock), max_amount_per_attendee: Number(draft.max) });
  }

  const number = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <form className={styles.form} onSubmit={submit} aria-label={prize ? `Edit ${prize.name}` : 'New prize'}>
      <h2 className={styles.formTitle}>{prize ? 'Edit prize' : 'New prize'}</h2>
      <TextField
        label="Name"
        value={draft.name}
        onChange={set('name')}
        required
        maxLength={120}
        error={errors.name}
      />
      <div className={styles.pair}>
        <TextField
          label="Stock"
          {...number}
          value={draft.stock}
          onChange={set('stock')}
          error={errors.stock}
        />
        <TextField label="Most per attendee" {...number} min={1} value={draft.max} onChange={set('max')} />
      </div>
      {prize ? null : (
        <p className={styles.meta}>A new prize starts at 0 %: give it odds on the wheel table.</p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…">
          {prize ? 'Save prize' : 'Create prize'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {children}
    </form>
  );
}
