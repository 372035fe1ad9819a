// The frame of a console form that saves one of the event's settings whole (its name and colours,
// the wheel's spin price, the slots' pay table): its accessible name, its title, the fields, then
// Save and any other button beside it. It stops the browser's own submit and checks; the form
// inside builds the value and the server judges it.
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './admin.module.css';

type SettingsFormProps = {
  /** The form's accessible name. */
  label: string;
  title: string;
  saveLabel: string;
  isBusy: boolean;
  onSubmit: () => void;
  /** Buttons after Save. */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
};

export function SettingsForm({
  label,
  title,
  saveLabel,
  isBusy,
  onSubmit,
  actions,
  children,
}: SettingsFormProps) {
  const { t } = useLingui();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={submit}>
      <h2 className={styles.formTitle}>{title}</h2>
      {children}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel={t`Saving…`}>
          {saveLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
