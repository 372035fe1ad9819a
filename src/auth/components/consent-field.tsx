// The sign-up's consent to the event's terms (issue 23): a checkbox whose label links the terms
// the organiser set (EVENT_TERMS_URL). The link opens in a new tab, so reading the terms loses
// nothing typed; the error sits under the box, tied to it for screen readers.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import styles from './consent-field.module.css';

type ConsentFieldProps = {
  termsUrl: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  error?: string | null;
};

export function ConsentField({ termsUrl, isChecked, onChange, error }: ConsentFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.consent}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          name="terms"
          className={styles.box}
          checked={isChecked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label htmlFor={id} className={styles.label}>
          <Trans>
            I have read and accept the{' '}
            <a href={termsUrl} target="_blank" rel="noopener noreferrer">
              event’s terms and privacy notice
            </a>
            .
          </Trans>
        </label>
      </div>
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
