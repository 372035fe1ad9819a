// A labelled pill input with an inline error (DESIGN.md §9). The label, hint and error are tied
// to the input for screen readers; `action` puts a small button inside the pill (show password).
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
  action?: ReactNode;
};

export function TextField({ label, hint, error, action, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          className={`${styles.input} ${action ? styles.withAction : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {action}
      </div>
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { styles as fieldStyles };
