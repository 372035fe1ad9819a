// A session's speakers in the console form: a checkbox per speaker in a bounded, scrolling box,
// those the session has listed first so they are seen without scrolling (a multiple <select>
// hides its choices and is awkward on a phone).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SelectOption } from '../../ui/select-field.tsx';
import { fieldStyles } from '../../ui/text-field.tsx';
import { CheckField } from './check-field.tsx';
import own from './programme.module.css';

type SpeakerPickerProps = {
  options: readonly SelectOption[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  error: string | undefined;
};

export function SpeakerPicker({ options, chosen, onChange, error }: SpeakerPickerProps) {
  const { t } = useLingui();
  const count = chosen.length;
  // The order is fixed when the form opens: ticking one does not make the list jump.
  const [first] = useState(() => new Set(chosen));
  const ordered = [
    ...options.filter((o) => first.has(o.value)),
    ...options.filter((o) => !first.has(o.value)),
  ];
  const toggle = (value: string, isOn: boolean) =>
    onChange(isOn ? [...chosen, value] : chosen.filter((id) => id !== value));
  return (
    <fieldset className={own.picker}>
      <legend className={fieldStyles.label}>{t`Speakers (${count})`}</legend>
      {options.length === 0 ? (
        <p className={own.note}>{t`No speakers yet: create them under Speakers.`}</p>
      ) : null}
      <div className={own.pickerBox}>
        {ordered.map((option) => (
          <CheckField
            key={option.value}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          >
            {option.label}
          </CheckField>
        ))}
      </div>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
    </fieldset>
  );
}
