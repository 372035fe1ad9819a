// The wheel's spin price: tokens taken from the attendee before each spin (20 until changed).
import { useState } from 'react';
import { NumberField } from './number-field.tsx';
import { SettingsForm } from './settings-form.tsx';

type SpinPriceFormProps = {
  price: number;
  error: string | undefined;
  isBusy: boolean;
  onSave: (price: number) => void;
};

export function SpinPriceForm({ price, error, isBusy, onSave }: SpinPriceFormProps) {
  const [text, setText] = useState(String(price));
  return (
    <SettingsForm
      label="Spin price"
      title="Wheel"
      saveLabel="Save price"
      isBusy={isBusy}
      onSubmit={() => onSave(text.trim() === '' ? Number.NaN : Number(text))}
    >
      <NumberField
        label="Tokens per spin"
        hint="Taken before each spin of the wheel"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
    </SettingsForm>
  );
}
