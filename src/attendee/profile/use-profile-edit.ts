// Editing nickname, course and picture (PATCH /api/attendees/:id, multipart). Only what changed is
// sent; a refused or failed save keeps the form as typed, shows the server's reason and reads the
// attendee again, and never signs anyone out.
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Me } from '../../api/me.ts';
import { saveProfile, type SavedProfile } from '../../api/profile.ts';
import { failureMessage, fieldMessages, type FieldMessages } from './profile-messages.ts';
import { avatarFileError } from './profile-validation.ts';
import { changesOf, valuesOf, type EditValues } from './profile-edit-values.ts';

export type Notice = { tone: 'success' | 'error' | 'queued'; title: string; detail: string | null };

type Options = { me: Me; onSaved: (profile: SavedProfile) => void; onSettled: () => void };

export function useProfileEdit({ me, onSaved, onSettled }: Options) {
  const [values, setValues] = useState<EditValues | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const start = () => {
    setValues(valuesOf(me));
    setErrors({});
    setNotice(null);
  };
  const cancel = () => {
    setValues(null);
    setErrors({});
    setNotice(null);
  };
  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) => {
    setValues((current) => (current === null ? current : { ...current, [key]: value }));
    // A reason about the old value no longer applies once the field changes.
    if (key === 'nickname' || key === 'courseId') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const chooseAvatar = (file: File | null) => {
    const error = file === null ? null : avatarFileError(file);
    setErrors((current) => ({ ...current, avatar: error ?? undefined }));
    set('avatar', error === null ? file : null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values === null || isBusy) return;
    setIsBusy(true); // from here: a second submit waits, also while the check below loads
    // NOTE: loaded on the first submit (precached with the app); if it cannot load, the server's
    // own check answers instead.
    const check = await import('./nickname-error.ts').catch(() => null);
    const nickname = check ? check.nicknameError(values.nickname) : null;
    setErrors({ nickname: nickname ?? undefined });
    setNotice(null);
    setAttempt((n) => n + 1);
    const edit = changesOf(me, values);
    if (nickname !== null || Object.keys(edit).length === 0) {
      setIsBusy(false);
      if (nickname === null) cancel();
      return;
    }
    const result = await saveProfile(me.id, edit);
    setIsBusy(false);
    if (result.kind === 'saved') {
      setValues(null);
      setNotice({ tone: 'success', title: t`Profile saved`, detail: null });
      onSaved(result.profile);
      return;
    }
    if (result.kind === 'refused') {
      const messages = fieldMessages(result.reasons);
      setErrors(messages);
      if (messages.other)
        setNotice({ tone: 'error', title: t`Your changes were not saved`, detail: messages.other });
    } else {
      setNotice({ tone: 'error', ...failureMessage(result.failure) });
    }
    setAttempt((n) => n + 1);
    onSettled();
  }

  return { values, errors, notice, isBusy, attempt, start, cancel, set, chooseAvatar, submit };
}

export type ProfileEditState = ReturnType<typeof useProfileEdit>;
