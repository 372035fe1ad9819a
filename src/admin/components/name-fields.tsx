// The name of a console row (required, at most 120 characters, with the server's error under it)
// and, for the rows that have one, its description (at most 2,000).
import { TextField } from '../../ui/text-field.tsx';
import type { BoundText } from '../use-draft.ts';

type NameFieldsProps = {
  name: BoundText;
  error: string | undefined;
  /** "Name" unless told. */
  label?: string;
  description?: BoundText;
};

export function NameFields({ name, error, label = 'Name', description }: NameFieldsProps) {
  return (
    <>
      <TextField label={label} {...name} required maxLength={120} error={error} />
      {description ? <TextField label="Description" {...description} maxLength={2000} /> : null}
    </>
  );
}
