// The email of an account the console invites (a staff member, a sponsor's scanner): someone
// else's address, so never autofilled with the organiser's own.
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui/text-field.tsx';

type EmailFieldProps = { value: string; onChange: (email: string) => void; error?: string };

export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Email`}
      type="email"
      autoComplete="off"
      inputMode="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      maxLength={255}
      error={error}
    />
  );
}
