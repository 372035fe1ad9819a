// Account: a password reset link sent to the attendee's own email (POST /api/auth/passwords).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useProfilePassword } from '../use-profile-password.ts';
import card from './profile.module.css';

export function ProfileAccount({ email, isOnline }: { email: string; isOnline: boolean }) {
  const { t } = useLingui();
  const password = useProfilePassword(email);
  return (
    <section className={card.card} aria-labelledby="profile-account-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="profile-account-title">
          <Trans>Password</Trans>
        </h2>
        <p className={card.cardText}>
          <Trans>
            We'll email a link to choose a new password to <strong>{email}</strong>.
          </Trans>
        </p>
      </div>
      <div className={card.actions}>
        {password.notice ? (
          <FormAlert tone={password.notice.tone} title={password.notice.title}>
            {password.notice.detail}
          </FormAlert>
        ) : null}
        {isOnline ? null : (
          <p className={card.offline}>
            <Trans>You're offline. Sending needs a connection.</Trans>
          </p>
        )}
        <Button
          variant="secondary"
          isBlock
          onClick={() => void password.send()}
          isBusy={password.isBusy}
          busyLabel={t`Sending…`}
          disabled={!isOnline}
        >
          <Trans>Send me a password reset link</Trans>
        </Button>
      </div>
    </section>
  );
}
