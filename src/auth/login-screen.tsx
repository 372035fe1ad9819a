// /login (seed-spec §2, §8): email and password. On success the session holds the user and the
// guest gate sends them to `from` or their landing; on failure the §8 message shows in place.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../ui/link.tsx';
import { toApiFailure } from '../api/errors.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import styles from './components/auth-form.module.css';
import { signInErrorMessage } from './error-messages.ts';
import { useSession } from '../session/session-context.ts';
import { LanguageSwitch } from '../i18n/language-switch.tsx';

type FieldErrors = { email?: string; password?: string };

export function LoginScreen() {
  const { t } = useLingui();
  const { signIn } = useSession();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // NOTE: the fields are uncontrolled, so what was typed into the prerendered form before the app
    // ran is kept when React takes it over (issue 26): read at submit.
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const password = String(form.get('password'));
    const errors: FieldErrors = {
      email: email.trim() === '' ? t`Enter your email` : undefined,
      password: password === '' ? t`Enter your password` : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await signIn(email.trim(), password);
    } catch (error) {
      setFailure(signInErrorMessage(await toApiFailure(error)));
      setIsBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t`Sign in`}
      subtitle={t`Welcome back. Your badges, tokens and prizes are waiting.`}
      footer={
        <p>
          <Trans>
            New here? <Link to="/signup">Register your card</Link>
          </Trans>
        </p>
      }
    >
      {/* Before the app runs the form posts itself (server/accounts/auth-routes.ts, issue 26); a refusal
          comes back with its reason above the page, written by the server (plugins/client.ts). */}
      <form
        className={styles.form}
        method="post"
        action="/login"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.fields}>
          <TextField
            label={t`Email`}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            error={fieldErrors.email}
          />
          <PasswordField
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            error={fieldErrors.password}
          />
          <Link className={styles.inlineLink} to="/forgot-password">
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <div className={styles.actions}>
          {failure ? <FormAlert tone="error" title={failure} /> : null}
          <Button type="submit" isBlock isBusy={isBusy} busyLabel={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </Button>
        </div>
      </form>
      <LanguageSwitch isSignedIn={false} />
    </AuthLayout>
  );
}
