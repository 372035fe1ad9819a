// /staff/cv (seed-spec §2): the staff member's own CV, shown to sponsors with CV access. A PDF only,
// with consent, upload progress and Replace; the current file opens from here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession, useUserKey } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { LoadProblem } from '../ui/load-problem.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';
import { pageStyles, ScreenHeader } from '../ui/screen-header.tsx';
import { CvPicker } from './components/cv-picker.tsx';
import styles from './components/cv-picker.module.css';
import { useStaffCv } from './use-staff-cv.ts';

export function CvScreen() {
  const { user } = useSession();
  const userKey = useUserKey();
  if (user === null || userKey === null) return null;
  return <StaffCvPanel userId={user.id} userKey={userKey} />;
}

function StaffCvPanel({ userId, userKey }: { userId: string; userKey: string }) {
  const { t } = useLingui();
  const cv = useStaffCv(userId, userKey);
  const current = cv.reading.data;
  const isUploading = cv.progress !== null;
  const showsForm = current !== null && (current.cv === null || cv.isReplacing);

  return (
    <div className={`${pageStyles.page} ${styles.narrow}`}>
      <ScreenHeader
        title={t`Your CV`}
        subtitle={t`Sponsors with CV access receive it with their visitors' CVs.`}
        staleSince={cv.reading.staleSince}
      />
      {cv.notice ? (
        <FormAlert tone={cv.notice.tone} title={cv.notice.title}>
          {cv.notice.detail}
        </FormAlert>
      ) : null}
      {current === null ? (
        cv.reading.error !== null && !cv.reading.isLoading ? (
          <LoadProblem what={t`your CV`} onRetry={cv.reading.reload} />
        ) : (
          <div
            className={`${pageStyles.skeleton} ${styles.skeleton}`}
            role="status"
            aria-busy="true"
            aria-label={t`Loading`}
          />
        )
      ) : null}
      {current !== null && current.cv !== null && !cv.isReplacing ? (
        <div className={pageStyles.card}>
          <p className={styles.onFile}>
            <Trans>✓ Your CV is on file</Trans>
          </p>
          <a className={styles.open} href={current.cv} target="_blank" rel="noreferrer">
            <Trans>Open your CV (PDF)</Trans>
          </a>
          <Button variant="secondary" isBlock onClick={() => cv.setIsReplacing(true)}>
            <Trans>Replace it</Trans>
          </Button>
        </div>
      ) : null}
      {showsForm ? (
        <form
          className={pageStyles.card}
          onSubmit={(event) => {
            event.preventDefault();
            void cv.upload();
          }}
        >
          <CvPicker file={cv.file} problem={cv.fileProblem} onChoose={cv.choose} isDisabled={isUploading} />
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={cv.hasConsent}
              disabled={isUploading}
              onChange={(event) => cv.setHasConsent(event.target.checked)}
            />
            <span>
              <Trans>I agree that sponsors with CV access may see my CV</Trans>
            </span>
          </label>
          {cv.progress ? (
            <ProgressBar label={t`Uploading`} loaded={cv.progress.loaded} total={cv.progress.total} />
          ) : null}
          <Button
            type="submit"
            isBlock
            disabled={cv.file === null || !cv.hasConsent}
            isBusy={isUploading}
            busyLabel={t`Uploading…`}
          >
            {current?.cv === null ? t`Upload CV` : t`Upload the new CV`}
          </Button>
          {cv.isReplacing ? (
            <Button variant="ghost" isBlock disabled={isUploading} onClick={() => cv.setIsReplacing(false)}>
              <Trans>Keep the current one</Trans>
            </Button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
