// /reset?token=…: sets a new password (PUT /api/auth/passwords/:token). A bad or expired token
// answers 400 with `errors[0].detail`, which is shown as is, with a way to ask for a new link.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { PASSWORD_MIN_LENGTH } from '#contract/constants';
import { toApiFailure } from '../api/errors.ts';
import { requestPasswordReset } from '../api/passwords.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import styles from './components/auth-form.module.css';
import { passwordErrorMessage } from './error-messages.ts';

type FieldErrors = { password?: string; confirmation?: string };

export function ResetPasswordScreen() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [info, setInfo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const length = PASSWORD_MIN_LENGTH;
    const next: FieldErrors = {
      password: password.length < PASSWORD_MIN_LENGTH ? t`Use at least ${length} characters` : undefined,
      confirmation: confirmation !== password ? t`Passwords don't match` : undefined,
    };
    setErrors(next);
    if (next.password || next.confirmation) return;
    setIsBusy(true);
    setFailure(null);
    try {
      setInfo(await requestPasswordReset(token, password, confirmation));
    } catch (error) {
      setFailure(passwordErrorMessage(await toApiFailure(error)));
    } finally {
      setIsBusy(false);
    }
  }

  const length = PASSWORD_MIN_LENGTH;

  if (token === '') {
    return (
      <AuthLayout
        title={t`Reset link incomplete`}
        subtitle={t`This link has no reset code. Ask for a new one.`}
      >
        <ButtonLink to="/forgot-password" isBlock>
          <Trans>Get a new link</Trans>
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (info !== null) {
    return (
      <AuthLayout title={t`Password changed`}>
        <FormAlert tone="success" title={info} />
        <ButtonLink to="/login" isBlock>
          <Trans>Sign in</Trans>
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Choose a new password`} subtitle={t`Use at least ${length} characters.`}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.fields}>
          <PasswordField
            label={t`New password`}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <PasswordField
            label={t`Confirm new password`}
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={errors.confirmation}
          />
        </div>
        <div className={styles.actions}>
          {failure ? (
            <FormAlert tone="error" title={failure}>
              <Link to="/forgot-password">
                <Trans>Ask for a new reset link</Trans>
              </Link>
            </FormAlert>
          ) : null}
          <Button type="submit" isBlock isBusy={isBusy} busyLabel={t`Saving…`}>
            <Trans>Save new password</Trans>
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
