// Invite a staff member: their email and whether they are an admin. The server answers the
// set-password link once; the panel shows it with a copy button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { CheckField } from './check-field.tsx';
import { EmailField } from './email-field.tsx';
import styles from './admin.module.css';

type InviteFormProps = {
  isBusy: boolean;
  error?: string;
  /** Resolves true when the invitation went through (the form then empties). */
  onInvite: (email: string, isAdmin: boolean) => Promise<boolean>;
};

export function InviteForm({ isBusy, error, onInvite }: InviteFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    void onInvite(email, isAdmin).then((isDone) => {
      if (!isDone) return;
      setEmail('');
      setIsAdmin(false);
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Invite a staff member`}>
      <h3 className={styles.formTitle}>
        <Trans>Invite a staff member</Trans>
      </h3>
      <EmailField value={email} onChange={setEmail} error={error} />
      <CheckField checked={isAdmin} onChange={(event) => setIsAdmin(event.target.checked)}>
        <Trans>Admin (can open this console)</Trans>
      </CheckField>
      <div className={styles.actions}>
        <Button type="submit" isBusy={isBusy} busyLabel={t`Inviting…`}>
          <Trans>Invite</Trans>
        </Button>
      </div>
    </form>
  );
}
