// Uploading the attendee's CV (PATCH /api/attendees/:id with attendee[cv]). Consent comes first;
// the result shown is the server's answer, never a success assumed in advance.
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { saveProfile, type SavedProfile } from '../../api/profile.ts';
import { useEvent } from '../../hooks/use-event.ts';
import { failureMessage, fieldMessages } from './profile-messages.ts';
import { cvFileError, cvRuleText } from './profile-validation.ts';
import type { Notice } from './use-profile-edit.ts';

type Options = { attendeeId: string; onSaved: (profile: SavedProfile) => void; onSettled: () => void };

export const CONSENT_TEXT = msg`I agree that sponsors with CV access may see my CV`;

export function useProfileCv({ attendeeId, onSaved, onSettled }: Options) {
  /** The server's MAX_CV_SIZE, as GET /api/event last answered it. */
  const maxCvBytes = useEvent()?.maxCvBytes ?? null;
  const [file, setFile] = useState<File | null>(null);
  const [hasConsent, setHasConsent] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isReplacing, setIsReplacing] = useState(false);

  const choose = (next: File | null) => {
    const error = next === null ? null : cvFileError(next, maxCvBytes);
    setFileError(error);
    setFile(error === null ? next : null);
    setNotice(null);
  };
  const agree = (value: boolean) => {
    setHasConsent(value);
    if (value) setConsentError(null);
  };
  const reset = () => {
    setFile(null);
    setHasConsent(false);
    setFileError(null);
    setConsentError(null);
  };
  const startReplacing = () => {
    reset();
    setNotice(null);
    setIsReplacing(true);
  };
  const stopReplacing = () => {
    reset();
    setIsReplacing(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const rule = cvRuleText(maxCvBytes);
    const missingFile = file === null && fileError === null ? t`Choose your CV (${rule})` : null;
    const missingConsent = hasConsent ? null : t`Tick the box to agree before uploading`;
    if (missingFile) setFileError(missingFile);
    setConsentError(missingConsent);
    if (file === null || missingConsent) return;
    setIsBusy(true);
    setNotice(null);
    const result = await saveProfile(attendeeId, { cv: file });
    setIsBusy(false);
    if (result.kind === 'saved') {
      reset();
      setIsReplacing(false);
      setNotice({
        tone: 'success',
        title: t`CV uploaded`,
        detail: t`Sponsors with CV access can now see it.`,
      });
      onSaved(result.profile);
      return;
    }
    if (result.kind === 'refused') {
      const messages = fieldMessages(result.reasons, maxCvBytes);
      setNotice({
        tone: 'error',
        title: t`Your CV was not uploaded`,
        detail: messages.cv ?? messages.other ?? null,
      });
    } else {
      setNotice({ tone: 'error', ...failureMessage(result.failure) });
    }
    onSettled();
  }

  return {
    maxCvBytes,
    file,
    hasConsent,
    fileError,
    consentError,
    notice,
    isBusy,
    isReplacing,
    choose,
    agree,
    startReplacing,
    stopReplacing,
    submit,
  };
}

export type ProfileCvState = ReturnType<typeof useProfileCv>;
