// The name of a console row (required, at most 120 characters, with the server's error under it)
// and, for the rows that have one, its description (at most 2,000).
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui/text-field.tsx';
import type { BoundText } from '../use-draft.ts';

type NameFieldsProps = {
  name: BoundText;
  error: string | undefined;
  /** "Name" unless told. */
  label?: string;
  description?: BoundText;
};

export function NameFields({ name, error, label, description }: NameFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField label={label ?? t`Name`} {...name} required maxLength={120} error={error} />
      {description ? <TextField label={t`Description`} {...description} maxLength={2000} /> : null}
    </>
  );
}
