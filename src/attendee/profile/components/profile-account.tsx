// Account: a password reset link sent to the attendee's own email (POST /api/auth/passwords).
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useProfilePassword } from '../use-profile-password.ts';
import card from './profile.module.css';

export function ProfileAccount({ email, isOnline }: { email: string; isOnline: boolean }) {
  const password = useProfilePassword(email);
  return (
    <section className={card.card} aria-labelledby="profile-account-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="profile-account-title">
          Password
        </h2>
        <p className={card.cardText}>
          We'll email a link to choose a new password to <strong>{email}</strong>.
        </p>
      </div>
      <div className={card.actions}>
        {password.notice ? (
          <FormAlert tone={password.notice.tone} title={password.notice.title}>
            {password.notice.detail}
          </FormAlert>
        ) : null}
        {isOnline ? null : <p className={card.offline}>You're offline. Sending needs a connection.</p>}
        <Button
          variant="secondary"
          isBlock
          onClick={() => void password.send()}
          isBusy={password.isBusy}
          busyLabel="Sending…"
          disabled={!isOnline}
        >
          Send me a password reset link
        </Button>
      </div>
    </section>
  );
}
