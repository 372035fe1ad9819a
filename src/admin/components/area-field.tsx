// A labelled multi-line text of a console form (a session's abstract, a speaker's biography), in
// the look of the text fields, with the server's error under it.
import { useId } from 'react';
import { fieldStyles } from '../../ui/text-field.tsx';
import styles from './programme.module.css';

type AreaFieldProps = {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  maxLength: number;
  error?: string | undefined;
};

export function AreaField({ label, value, onChange, maxLength, error }: AreaFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.area}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className={fieldStyles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
