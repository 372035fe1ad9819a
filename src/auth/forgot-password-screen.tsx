// /forgot-password: asks for a reset mail (POST /api/auth/passwords). The server always answers
// 201 with an info text that never says whether the email exists; that text is shown as is.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../ui/link.tsx';
import { toApiFailure } from '../api/errors.ts';
import { requestPasswordMail } from '../api/passwords.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { TextField } from '../ui/text-field.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import styles from './components/auth-form.module.css';
import { passwordErrorMessage } from './error-messages.ts';

export function ForgotPasswordScreen() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return setEmailError(t`Enter the email of your account`);
    setEmailError(null);
    setIsBusy(true);
    setFailure(null);
    try {
      setInfo(await requestPasswordMail(email.trim()));
    } catch (error) {
      setFailure(passwordErrorMessage(await toApiFailure(error)));
    } finally {
      setIsBusy(false);
    }
  }

  const footer = (
    <p>
      <Trans>
        Remembered it? <Link to="/login">Sign in</Link>
      </Trans>
    </p>
  );

  if (info !== null) {
    return (
      <AuthLayout title={t`Check your inbox`} footer={footer}>
        <div className={styles.form}>
          <FormAlert tone="success" title={t`Reset link requested`}>
            {info}
          </FormAlert>
          <div className={styles.actions}>
            <ButtonLink to="/login" isBlock>
              <Trans>Back to sign in</Trans>
            </ButtonLink>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t`Forgot your password?`}
      subtitle={t`Enter your account's email and we'll send you a link to choose a new one.`}
      footer={footer}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.fields}>
          <TextField
            label={t`Email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
          />
        </div>
        <div className={styles.actions}>
          {failure ? <FormAlert tone="error" title={failure} /> : null}
          <Button type="submit" isBlock isBusy={isBusy} busyLabel={t`Sending…`}>
            <Trans>Send reset link</Trans>
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
