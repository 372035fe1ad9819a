// A set-password link just made, shown once (the server keeps only its hash), with a Copy button.
// NOTE: the clipboard API needs a secure context; on a plain-http LAN address it is missing, so the
// link is selected instead and the organiser copies it by hand.
import { useRef, useState } from 'react';
import { hoursText, SET_PASSWORD_LINK_HOURS } from '#contract/constants';
import { fieldStyles, TextField } from '../../ui/text-field.tsx';

type InviteLinkProps = { email: string; link: string };

export function InviteLink({ email, link }: InviteLinkProps) {
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

  const hint =
    copied === 'select'
      ? 'This browser will not copy here: the link is selected, copy it by hand.'
      : `Send it to ${email}. It sets their password once, within ${hoursText(SET_PASSWORD_LINK_HOURS)}; after that, “Forgot password” on the sign-in screen mails a new one.`;
  return (
    <div ref={box}>
      <TextField
        label={copied === 'yes' ? 'Set-password link (copied)' : 'Set-password link'}
        hint={hint}
        value={link}
        readOnly
        onFocus={(event) => event.target.select()}
        action={
          <button type="button" className={fieldStyles.action} onClick={() => void copy()}>
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </button>
        }
      />
    </div>
  );
}
