// The wheel's spin price: tokens taken from the attendee before each spin (20 until changed).
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [text, setText] = useState(String(price));
  return (
    <SettingsForm
      label={t`Spin price`}
      title={t`Wheel`}
      saveLabel={t`Save price`}
      isBusy={isBusy}
      onSubmit={() => onSave(text.trim() === '' ? Number.NaN : Number(text))}
    >
      <NumberField
        label={t`Tokens per spin`}
        hint={t`Taken before each spin of the wheel`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
    </SettingsForm>
  );
}
