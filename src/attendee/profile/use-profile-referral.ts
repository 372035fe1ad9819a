// Redeeming a referral or activity code (POST /api/referrals {"id"}): the badge it gives shows up
// after the attendee is read again. Refusals show our explanation and the server's words.
// With no answer in time the SW's outbox keeps the code and redeems it later (DESIGN.md §5).
import { t } from '@lingui/core/macro';
import { i18n } from '#i18n/runtime';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { redeemReferral } from '../../api/profile.ts';
import {
  failureMessage,
  MESSAGE_OFFLINE,
  MESSAGE_QUEUED,
  referralRefusalMessage,
} from './profile-messages.ts';
import { normalizeReferralCode, referralCodeError } from './profile-validation.ts';
import type { Notice } from './use-profile-edit.ts';

export function useProfileReferral(onRedeemed: () => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const change = (value: string) => {
    setCode(value);
    setError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const invalid = referralCodeError(code);
    setError(invalid);
    setNotice(null);
    if (invalid !== null) return;
    setIsBusy(true);
    const result = await redeemReferral(normalizeReferralCode(code));
    setIsBusy(false);
    if (result.kind === 'redeemed') {
      setCode('');
      setNotice({ tone: 'success', title: t`Code redeemed: the badge is yours`, detail: result.serverText });
      onRedeemed();
    } else if (result.kind === 'queued') {
      setCode('');
      setNotice({ tone: 'queued', title: t`Saved, will sync`, detail: i18n._(MESSAGE_QUEUED) });
    } else if (result.kind === 'refused') {
      setNotice({ tone: 'error', ...referralRefusalMessage(result.refusal, result.serverText) });
    } else if (result.failure.kind === 'network') {
      setNotice({ tone: 'error', title: t`Code not sent`, detail: i18n._(MESSAGE_OFFLINE) });
    } else {
      setNotice({ tone: 'error', ...failureMessage(result.failure) });
    }
  }

  return { code, error, notice, isBusy, change, submit };
}
