// The profile form: picture, name (read-only), nickname and course, with Save at the bottom.
// After a refused save the first field the server named gets the focus.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Me } from '../../../api/me.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { CourseOptions } from '../profile-edit-values.ts';
import type { ProfileEditState } from '../use-profile-edit.ts';
import { ProfileAvatarPicker } from './profile-avatar-picker.tsx';
import styles from './profile-identity.module.css';
import card from './profile.module.css';

type ProfileEditFormProps = {
  me: Me;
  name: string;
  courses: CourseOptions;
  edit: ProfileEditState;
  isOnline: boolean;
};

export function ProfileEditForm({ me, name, courses, edit, isOnline }: ProfileEditFormProps) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, notice, attempt } = edit;

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  if (values === null) return null;
  // Before the course list arrives, the attendee's course still shows as chosen.
  const isKnown = courses.options.some((option) => option.value === values.courseId);
  const options = isKnown
    ? courses.options
    : [...courses.options, { value: values.courseId, label: t`Your current course` }];
  return (
    <form ref={formRef} className={card.form} onSubmit={(event) => void edit.submit(event)} noValidate>
      <ProfileAvatarPicker
        current={me.avatar}
        name={name}
        chosen={values.avatar}
        error={errors.avatar}
        onChoose={edit.chooseAvatar}
      />
      <div className={styles.readOnly}>
        <span className={styles.readOnlyLabel}>
          <Trans>Name</Trans>
        </span>
        <p className={styles.readOnlyValue}>{me.name ?? '—'}</p>
        <p className={card.hint}>
          <Trans>Your name can't be changed here. Ask at the help desk if it's wrong.</Trans>
        </p>
      </div>
      <TextField
        label={t`Nickname`}
        name="nickname"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        hint={t`3–15 letters (any alphabet), digits, _ or -. Others see it, never your name.`}
        value={values.nickname}
        onChange={(event) => edit.set('nickname', event.target.value)}
        error={errors.nickname}
      />
      <SelectField
        label={t`Course`}
        name="course"
        options={options}
        value={values.courseId}
        onChange={(event) => edit.set('courseId', event.target.value)}
        hint={
          errors.courseId ??
          (courses.hasFailed ? t`Courses could not be loaded. Try again when online.` : null)
        }
      />
      <div className={card.actions}>
        {notice ? (
          <FormAlert tone={notice.tone} title={notice.title}>
            {notice.detail}
          </FormAlert>
        ) : null}
        {isOnline ? null : (
          <p className={card.offline}>
            <Trans>You're offline. Saving needs a connection.</Trans>
          </p>
        )}
        <Button type="submit" isBlock isBusy={edit.isBusy} busyLabel={t`Saving…`} disabled={!isOnline}>
          <Trans>Save changes</Trans>
        </Button>
        <Button variant="ghost" isBlock onClick={edit.cancel} disabled={edit.isBusy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
