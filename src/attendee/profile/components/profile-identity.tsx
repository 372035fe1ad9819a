// Who the attendee is (picture, name, nickname, course) and, in place, the form that edits them.
// Results show inline in the card: "Profile saved", or the server's reason beside the field.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Me } from '../../../api/me.ts';
import type { SavedProfile } from '../../../api/profile.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import type { CourseOptions } from '../profile-edit-values.ts';
import { useProfileEdit } from '../use-profile-edit.ts';
import styles from './profile-identity.module.css';
import card from './profile.module.css';

// NOTE: the form loads when first opened, which keeps the profile's first load in its budget
// (DESIGN.md §7); the SW precaches it with the rest of the build, so it opens offline too.
const ProfileEditForm = lazy(async () => ({
  default: (await import('./profile-edit-form.tsx')).ProfileEditForm,
}));

type ProfileIdentityProps = {
  me: Me;
  courses: CourseOptions;
  isOnline: boolean;
  onSaved: (profile: SavedProfile) => void;
  onSettled: () => void;
};

export function ProfileIdentity({ me, courses, isOnline, onSaved, onSettled }: ProfileIdentityProps) {
  const { t } = useLingui();
  const edit = useProfileEdit({ me, onSaved, onSettled });
  const isEditing = edit.values !== null;
  const focusRef = useRef<HTMLElement | null>(null);
  const wasEditing = useRef(isEditing);

  // Opening or closing the form replaces the button that was pressed: focus follows the change.
  useEffect(() => {
    if (wasEditing.current === isEditing) return;
    wasEditing.current = isEditing;
    focusRef.current?.focus();
  }, [isEditing]);
  const name = me.name ?? me.nickname ?? t`Attendee`;
  const course = courses.courses.find((c) => c.id === me.courseId)?.name ?? null;

  if (isEditing) {
    return (
      <section className={card.card} aria-labelledby="profile-edit-title">
        <h2
          className={card.cardTitle}
          id="profile-edit-title"
          tabIndex={-1}
          ref={(node) => {
            focusRef.current = node;
          }}
        >
          <Trans>Edit profile</Trans>
        </h2>
        <Suspense
          fallback={
            <p className={card.hint}>
              <Trans>Opening the form…</Trans>
            </p>
          }
        >
          <ProfileEditForm me={me} name={name} courses={courses} edit={edit} isOnline={isOnline} />
        </Suspense>
      </section>
    );
  }

  return (
    <section
      className={card.card}
      aria-labelledby="profile-identity-title"
      ref={(node) => {
        focusRef.current = node?.querySelector<HTMLElement>('[data-edit-profile]') ?? null;
      }}
    >
      <div className={styles.who}>
        <Avatar src={me.avatar} name={name} size={96} alt={t`Your profile picture`} />
        <div className={styles.names}>
          <h2 className={styles.name} id="profile-identity-title">
            {name}
          </h2>
          {me.nickname ? <p className={styles.nickname}>@{me.nickname}</p> : null}
          {course !== null || me.courseId === null ? (
            <p className={styles.course}>{course ?? t`No course set`}</p>
          ) : null}
        </div>
      </div>
      {edit.notice ? <FormAlert tone={edit.notice.tone} title={edit.notice.title} /> : null}
      <Button variant="secondary" isBlock onClick={edit.start} data-edit-profile>
        <Trans>Edit profile</Trans>
      </Button>
    </section>
  );
}
