// /signup and /register/:uuid (seed-spec §2, provider-api.md §2): claims the attendee of a
// physical card. Card first (scan or type), then the person's details, the consent to the event's
// terms when the organiser set some (issue 23); the primary action last.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { AuthLayout } from './components/auth-layout.tsx';
import styles from './components/auth-form.module.css';
import { CardField } from './components/card-field.tsx';
import { ConsentField } from './components/consent-field.tsx';
import { useCourses } from '../hooks/use-courses.ts';
import { useSignUpForm } from './use-signup-form.ts';

export function SignUpScreen() {
  const { t } = useLingui();
  const { uuid } = useParams();
  const { values, set, errors, failure, isBusy, isBadLink, attempt, submit, termsUrl } = useSignUpForm(uuid);
  const { courses, hasFailed } = useCourses();
  const formRef = useRef<HTMLFormElement>(null);

  // After a rejected attempt, take the person to the first field that needs them.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] button')
      ?.focus();
  }, [attempt]);

  const courseOptions = [
    { value: '', label: t`None` },
    ...courses.map((course) => ({ value: String(course.id), label: course.name })),
  ];

  return (
    <AuthLayout
      title={t`Register your card`}
      subtitle={t`Link the card you got at the entrance to a new account.`}
      footer={
        <p>
          <Trans>
            Already registered? <Link to="/login">Sign in</Link>
          </Trans>
        </p>
      }
    >
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {isBadLink ? (
          <FormAlert tone="error" title={t`This registration link has no valid card code.`}>
            <Trans>Scan your card or enter its code below.</Trans>
          </FormAlert>
        ) : null}
        <CardField cardId={values.cardId} onChange={(id) => set('cardId', id)} error={errors.cardId} />
        <div className={styles.fields}>
          <TextField
            label={t`Name`}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            label={t`Email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
          />
          <TextField
            label={t`Nickname`}
            name="nickname"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            hint={t`3–15 letters (any alphabet), digits, _ or -. Others see it, never your name.`}
            value={values.nickname}
            onChange={(event) => set('nickname', event.target.value)}
            error={errors.nickname}
          />
          <SelectField
            label={t`Course`}
            name="course"
            options={courseOptions}
            value={values.courseId}
            onChange={(event) => set('courseId', event.target.value)}
            hint={hasFailed ? t`Courses could not be loaded. You can leave this as None.` : null}
          />
          <PasswordField
            label={t`Password`}
            name="password"
            autoComplete="new-password"
            hint={t`At least 8 characters`}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={errors.password}
          />
          <PasswordField
            label={t`Confirm password`}
            name="confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => set('confirmation', event.target.value)}
            error={errors.confirmation}
          />
        </div>
        {termsUrl === null ? null : (
          <ConsentField
            termsUrl={termsUrl}
            isChecked={values.hasAcceptedTerms}
            onChange={(isChecked) => set('hasAcceptedTerms', isChecked)}
            error={errors.hasAcceptedTerms}
          />
        )}
        <div className={styles.actions}>
          {failure ? (
            <FormAlert tone="error" title={failure.message}>
              {failure.detail}
            </FormAlert>
          ) : null}
          <Button type="submit" isBlock isBusy={isBusy} busyLabel={t`Creating your account…`}>
            <Trans>Create account</Trans>
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
