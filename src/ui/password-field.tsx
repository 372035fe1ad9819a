// A password input with a Show/Hide toggle inside the pill (a real button with aria-pressed).
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { fieldStyles, TextField } from './text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'action'>;

export function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      action={
        <button
          type="button"
          className={fieldStyles.action}
          aria-pressed={isVisible}
          aria-label={isVisible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
