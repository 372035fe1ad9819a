// "Create N cards": a count from 1 to the batch limit, and beside it the sheet link (children).
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
  const [count, setCount] = useState('20');

  function submit(event: FormEvent) {
    event.preventDefault();
    void onCreate(Number(count));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Create cards">
      <NumberField
        label="New cards"
        hint={`Blank cards to print and hand out, up to ${max} at a time`}
        min={1}
        max={max}
        step={1}
        required
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Creating…">
          {`Create ${/^\d+$/.test(count) && Number(count) > 0 ? count : 'N'} cards`}
        </Button>
        {children}
      </div>
    </form>
  );
}
