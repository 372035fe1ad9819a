// "Create N cards": a count from 1 to the batch limit, and beside it the sheet link (children).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { NumberField } from './number-field.tsx';
import styles from './admin.module.css';

type CreateCardsFormProps = {
  max: number;
  isBusy: boolean;
  onCreate: (count: number) => Promise<boolean>;
  children?: ReactNode;
};

export function CreateCardsForm({ max, isBusy, onCreate, children }: CreateCardsFormProps) {
  const { t } = useLingui();
  const [count, setCount] = useState('20');
  const isCount = /^\d+$/.test(count) && Number(count) > 0;
  const number = Number(count);

  function submit(event: FormEvent) {
    event.preventDefault();
    void onCreate(Number(count));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Create cards`}>
      <NumberField
        label={t`New cards`}
        hint={t`Blank cards to print and hand out, up to ${max} at a time`}
        min={1}
        max={max}
        step={1}
        required
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel={t`Creating…`}>
          {isCount
            ? t`${plural(number, { one: 'Create # card', other: 'Create # cards' })}`
            : t`Create N cards`}
        </Button>
        {children}
      </div>
    </form>
  );
}
