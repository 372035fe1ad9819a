// "Got a code?": referral and activity codes give a badge (POST /api/referrals). The answer shows
// in place; the new badge appears once the attendee is read again.
import { Trans, useLingui } from '@lingui/react/macro';
import { canQueueWrites } from '../../../outbox/can-queue.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useProfileReferral } from '../use-profile-referral.ts';
import card from './profile.module.css';

export function ProfileReferral({ isOnline, onRedeemed }: { isOnline: boolean; onRedeemed: () => void }) {
  const { t } = useLingui();
  const referral = useProfileReferral(onRedeemed);
  return (
    <section className={card.card} aria-labelledby="profile-referral-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="profile-referral-title">
          <Trans>Got a code?</Trans>
        </h2>
        <p className={card.cardText}>
          <Trans>Some activities and partners hand out codes. Each one gives you a badge.</Trans>
        </p>
      </div>
      <form className={card.form} onSubmit={(event) => void referral.submit(event)} noValidate>
        <TextField
          label={t`Code`}
          name="referral"
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          value={referral.code}
          onChange={(event) => referral.change(event.target.value)}
          error={referral.error}
        />
        <div className={card.actions}>
          {referral.notice ? (
            <FormAlert tone={referral.notice.tone} title={referral.notice.title}>
              {referral.notice.detail}
            </FormAlert>
          ) : null}
          {isOnline ? null : (
            <p className={card.offline}>
              <Trans>You're offline. Redeeming needs a connection.</Trans>
            </p>
          )}
          <Button
            type="submit"
            isBlock
            isBusy={referral.isBusy}
            busyLabel={t`Redeeming…`}
            disabled={!isOnline && !canQueueWrites()}
          >
            <Trans>Redeem code</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
