// A set-password link just made, shown once (the server keeps only its hash), with a Copy button,
// its end and whether the server mailed it (issue 23: an invitation lives INVITATION_LINK_DAYS).
// NOTE: the clipboard API needs a secure context; on a plain-http LAN address it is missing, so the
// link is selected instead and the organiser copies it by hand.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { fieldStyles, TextField } from '../../ui/text-field.tsx';
import { formatDayTime } from '../local-time.ts';

type InviteLinkProps = { email: string; link: string; expiresAt: string; mailed: boolean };

/**
 * What an invited account's row says of its link: until when it works, or that it has expired
 * (then "New link" makes another). Null once the account has a password.
 */
export function linkStatus(
  account: { hasPassword: boolean; linkExpiresAt: string | null },
  now = Date.now(),
): { text: string; isExpired: boolean } | null {
  if (account.hasPassword) return null;
  const ends = account.linkExpiresAt;
  const until = ends === null ? '' : formatDayTime(ends);
  if (ends === null || new Date(ends).getTime() < now) {
    return {
      text: ends === null ? t`No working link` : t`Link expired ${until}`,
      isExpired: true,
    };
  }
  return { text: t`Link works until ${until}`, isExpired: false };
}

export function InviteLink({ email, link, expiresAt, mailed }: InviteLinkProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      box.current?.querySelector('input')?.select();
      setCopied('select');
    }
  }

  const ends = formatDayTime(expiresAt);
  const until = t`It sets their password once, until ${ends}.`;
  const sent = mailed
    ? t`Mailed to ${email}. ${until}`
    : t`Send it to ${email} (no mail server is set up, so nothing was mailed). ${until}`;
  const hint =
    copied === 'select'
      ? t`This browser will not copy here: the link is selected, copy it by hand.`
      : t`${sent} After that, “New link” makes another.`;
  return (
    <div ref={box}>
      <TextField
        label={copied === 'yes' ? t`Set-password link (copied)` : t`Set-password link`}
        hint={hint}
        value={link}
        readOnly
        onFocus={(event) => event.target.select()}
        action={
          <button type="button" className={fieldStyles.action} onClick={() => void copy()}>
            {copied === 'yes' ? t`Copied` : t`Copy`}
          </button>
        }
      />
    </div>
  );
}
