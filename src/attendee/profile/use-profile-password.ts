// "Send me a password reset link" (POST /api/auth/passwords with the attendee's own email). The
// server's info text is shown as it comes: it never says whether the email exists. The call's code
// loads when it is asked for: most visits of the profile never send one (DESIGN.md §7).
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { toApiFailure } from '../../api/errors.ts';
import { failureMessage } from './profile-messages.ts';
import type { Notice } from './use-profile-edit.ts';

export function useProfilePassword(email: string) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function send() {
    if (isBusy) return;
    setIsBusy(true);
    setNotice(null);
    try {
      const { requestPasswordMail } = await import('../../api/passwords.ts');
      const info = await requestPasswordMail(email);
      setNotice({ tone: 'success', title: t`Reset link requested`, detail: info });
    } catch (error) {
      const { detail } = failureMessage(await toApiFailure(error));
      setNotice({ tone: 'error', title: t`The link was not sent`, detail });
    } finally {
      setIsBusy(false);
    }
  }

  return { notice, isBusy, send };
}
