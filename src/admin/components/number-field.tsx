// A number typed in a console form: a text field of type number with the phone's number keyboard.
// Whole numbers by default; `isDecimal` takes fractions (any step, the keyboard with a decimal
// point), as a booth's position or a chance in percent. The text stays as typed: the form turns
// it into a number on submit.
import type { ComponentProps } from 'react';
import { TextField } from '../../ui/text-field.tsx';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'> & {
  isDecimal?: boolean;
};

export function NumberField({ isDecimal = false, ...field }: NumberFieldProps) {
  return isDecimal ? (
    <TextField type="number" inputMode="decimal" step="any" {...field} />
  ) : (
    <TextField type="number" inputMode="numeric" {...field} />
  );
}
