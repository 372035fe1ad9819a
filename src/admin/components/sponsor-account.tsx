// A sponsor's account in the console: invite one by email, then hand over the set-password link
// it answers (shown once, with its end; mailed too when the server can); until when the link works
// and a new link while unused (issue 23); remove it (a mistyped address, someone who left). The
// sponsor and its visitors stay whatever happens to the account.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ConsoleSponsor, SponsorLink } from '../api/sponsors.ts';
import { Button } from '../../ui/button.tsx';
import { fieldStyles } from '../../ui/text-field.tsx';
import { EmailField } from './email-field.tsx';
import { InviteLink, linkStatus } from './invite-link.tsx';
import styles from './admin.module.css';
import own from './sponsors.module.css';

export type Invitation = SponsorLink & { sponsorId: number };

type SponsorAccountProps = {
  sponsor: ConsoleSponsor;
  /** The link just made for this sponsor, if any. */
  invitation: Invitation | null;
  errors: Record<string, string>;
  isBusy: boolean;
  onInvite: (email: string) => void;
  onRenew: () => void;
  onRemove: (email: string) => void;
};

export function SponsorAccount(props: SponsorAccountProps) {
  const { t } = useLingui();
  const { sponsor, invitation, errors, isBusy, onInvite, onRenew, onRemove } = props;
  const [email, setEmail] = useState('');
  const account = sponsor.accounts[0] ?? null;
  const name = sponsor.name;
  const accountEmail = account?.email;
  // NOTE: the address whose removal is being confirmed, so a new account is not offered "Remove … for
  // good" straight away after the old one was removed.
  const [confirming, setConfirming] = useState<string | null>(null);
  const isConfirming = account !== null && confirming === account.email;
  const link = account ? linkStatus(account) : null;

  function invite(event: FormEvent) {
    event.preventDefault();
    onInvite(email);
  }

  return (
    <section className={styles.form} aria-label={t`${name}’s account`}>
      <h2 className={styles.formTitle}>
        <Trans>Sponsor account</Trans>
      </h2>
      {account ? (
        <p className={own.account}>
          <span className={own.email}>{account.email}</span>
          <span className={styles.meta}>
            {account.hasPassword ? t`Signed up: scans at the booth` : t`Invited: has not set a password yet`}
          </span>
          {link ? (
            <span className={`${styles.meta} ${link.isExpired ? own.linkExpired : ''}`}>{link.text}</span>
          ) : null}
        </p>
      ) : (
        <form className={own.invite} onSubmit={invite} aria-label={t`Invite an account`}>
          <p className={styles.meta}>
            <Trans>
              No account yet. Invite the person who scans at the booth: they get a link to set a password.
            </Trans>
          </p>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" isBusy={isBusy} busyLabel={t`Inviting…`}>
              <Trans>Invite account</Trans>
            </Button>
          </div>
        </form>
      )}
      {invitation && account ? <InviteLink {...invitation} /> : null}
      {errors.account ? <p className={fieldStyles.error}>{errors.account}</p> : null}
      {account ? (
        <div className={styles.actions}>
          {account.hasPassword ? null : (
            <Button variant="secondary" disabled={isBusy} onClick={onRenew}>
              <Trans>New link</Trans>
            </Button>
          )}
          {isConfirming ? (
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => {
                setConfirming(null);
                onRemove(account.email);
              }}
            >
              <Trans>Remove {accountEmail} for good</Trans>
            </Button>
          ) : (
            <Button variant="ghost" disabled={isBusy} onClick={() => setConfirming(account.email)}>
              <Trans>Remove account…</Trans>
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
