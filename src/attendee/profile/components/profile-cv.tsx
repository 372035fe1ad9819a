// The attendee's CV: "CV uploaded" with a way to view and replace it, or the upload form (PDF, at
// most the server's MAX_CV_SIZE, consent first). Success or refusal is the server's answer, shown
// in place.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SavedProfile } from '../../../api/profile.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { formatFileSize } from '../profile-validation.ts';
import { CONSENT_TEXT, useProfileCv, type ProfileCvState } from '../use-profile-cv.ts';
import { ProfileCvStatus } from './profile-cv-status.tsx';
import field from '../../../ui/field.module.css';
import card from './profile.module.css';
import styles from './profile-cv.module.css';

type ProfileCvProps = {
  attendeeId: string;
  cv: string | null;
  isOnline: boolean;
  onSaved: (profile: SavedProfile) => void;
  onSettled: () => void;
};

export function ProfileCv({ attendeeId, cv, isOnline, onSaved, onSettled }: ProfileCvProps) {
  const { t } = useLingui();
  const state = useProfileCv({ attendeeId, onSaved, onSettled });
  const limit = state.maxCvBytes === null ? null : formatFileSize(state.maxCvBytes);
  const isFormShown = cv === null || state.isReplacing;
  return (
    <section className={card.card} aria-labelledby="profile-cv-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="profile-cv-title">
          <Trans>CV</Trans>
        </h2>
        <p className={card.cardText}>
          {limit === null
            ? t`Share your CV with the sponsors that have CV access. It is never public. PDF.`
            : t`Share your CV with the sponsors that have CV access. It is never public. PDF, up to ${limit}.`}
        </p>
      </div>
      {cv !== null && !isFormShown ? (
        <ProfileCvStatus
          cvUrl={cv}
          isJustUploaded={state.notice?.tone === 'success'}
          onReplace={state.startReplacing}
        />
      ) : null}
      {isFormShown ? <CvForm state={state} isOnline={isOnline} isReplacing={state.isReplacing} /> : null}
    </section>
  );
}

function CvForm({
  state,
  isOnline,
  isReplacing,
}: {
  state: ProfileCvState;
  isOnline: boolean;
  isReplacing: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fileName = state.file?.name ?? '';
  const fileSize = state.file === null ? '' : formatFileSize(state.file.size);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids, not shown to people
  const fileDescribedBy = state.fileError ? `${id}-file-error` : `${id}-file`;
  return (
    <form className={card.form} onSubmit={(event) => void state.submit(event)} noValidate>
      <div className={card.filePick}>
        <input
          id={id}
          className={card.fileInput}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={fileDescribedBy}
          aria-invalid={state.fileError ? true : undefined}
          onChange={(event) => {
            state.choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <label className={card.fileButton} htmlFor={id}>
          {state.file ? t`Choose another PDF` : t`Choose PDF`}
        </label>
        <span className={card.fileName} id={`${id}-file`}>
          {state.file ? t`${fileName} · ${fileSize}` : t`No file chosen`}
        </span>
      </div>
      {state.fileError ? (
        <p className={field.error} id={`${id}-file-error`} role="alert">
          {state.fileError}
        </p>
      ) : null}
      <label className={styles.consent} data-invalid={state.consentError ? true : undefined}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={state.hasConsent}
          onChange={(event) => state.agree(event.target.checked)}
          aria-invalid={state.consentError ? true : undefined}
          aria-describedby={state.consentError ? `${id}-consent-error` : undefined}
        />
        <span>{i18n._(CONSENT_TEXT)}</span>
      </label>
      {state.consentError ? (
        <p className={field.error} id={`${id}-consent-error`} role="alert">
          {state.consentError}
        </p>
      ) : null}
      <div className={card.actions}>
        {state.notice ? (
          <FormAlert tone={state.notice.tone} title={state.notice.title}>
            {state.notice.detail}
          </FormAlert>
        ) : null}
        {isOnline ? null : (
          <p className={card.offline}>
            <Trans>You're offline. Uploading needs a connection.</Trans>
          </p>
        )}
        <Button type="submit" isBlock isBusy={state.isBusy} busyLabel={t`Uploading…`} disabled={!isOnline}>
          {isReplacing ? t`Upload new CV` : t`Upload CV`}
        </Button>
        {isReplacing ? (
          <Button variant="ghost" isBlock onClick={state.stopReplacing} disabled={state.isBusy}>
            <Trans>Keep my current CV</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
