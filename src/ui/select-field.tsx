// A labelled pill select. The value shown is always the value in state (the reference client's
// course select showed one course while its state held another).
import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { fieldStyles as styles } from './text-field.tsx';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  hint?: string | null;
};

export function SelectField({ label, options, hint, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select {...select} id={id} className={`${styles.input} ${styles.select}`} aria-describedby={hintId}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
