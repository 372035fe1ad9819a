// The wheel's spin price: tokens taken from the attendee before each spin (20 until changed).
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './admin.module.css';

type SpinPriceFormProps = {
  price: number;
  error: string | undefined;
  isBusy: boolean;
  onSave: (price: number) => void;
};

export function SpinPriceForm({ price, error, isBusy, onSave }: SpinPriceFormProps) {
  const [text, setText] = useState(String(price));
  return (
    <form
      className={styles.form}
      aria-label="Spin price"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text.trim() === '' ? Number.NaN : Number(text));
      }}
      noValidate
    >
      <h2 className={styles.formTitle}>Wheel</h2>
      <TextField
        label="Tokens per spin"
        hint="Taken before each spin of the wheel"
        type="number"
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel="Saving…">
          Save price
        </Button>
      </div>
    </form>
  );
}
