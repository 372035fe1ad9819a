// The fallback for a broken camera or a crumpled card: type the code printed on the card (or its
// link) or the attendee's nickname. Sends the same way a scan does.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { codeOfTyped, type ScannedCode } from './scan-code.ts';
import styles from './scan-station.module.css';

type ManualEntryProps = {
  origins: readonly string[];
  onSubmit: (code: ScannedCode) => void;
  /** e.g. "Award" or "Look up". */
  actionLabel: string;
};

export function ManualEntry({ origins, onSubmit, actionLabel }: ManualEntryProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = codeOfTyped(text, origins);
    if (code === null) {
      setError(
        text.trim() === '' ? t`Type a card code or a nickname.` : t`That is not a Confetti code or nickname.`,
      );
      return;
    }
    setError(null);
    setText('');
    onSubmit(code);
  }

  return (
    <form className={styles.manual} onSubmit={submit} noValidate>
      <label className={styles.manualLabel} htmlFor={id}>
        <Trans>No camera? Card code or nickname</Trans>
      </label>
      <div className={styles.manualRow}>
        <input
          id={id}
          className={styles.manualInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="send"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t`e.g. 07FE-0767 or ana_s`}
        />
        <button type="submit" className={styles.manualButton}>
          {actionLabel}
        </button>
      </div>
      {error ? (
        <p className={styles.manualError} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
