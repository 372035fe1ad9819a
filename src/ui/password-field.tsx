// A password input with a Show/Hide toggle inside the pill (a real button with aria-pressed).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { fieldStyles, TextField } from './text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'action'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [isVisible, setIsVisible] = useState(false);
  const field = props.label.toLowerCase();
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
          aria-label={isVisible ? t`Hide ${field}` : t`Show ${field}`}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
