// The attendee's CV: "CV uploaded" with a way to view and replace it, or the upload form (PDF, at
// most the server's MAX_CV_SIZE, consent first). Success or refusal is the server's answer, shown
// in place.
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
  const state = useProfileCv({ attendeeId, onSaved, onSettled });
  const isFormShown = cv === null || state.isReplacing;
  return (
    <section className={card.card} aria-labelledby="profile-cv-title">
      <div className={card.cardHead}>
        <h2 className={card.cardTitle} id="profile-cv-title">
          CV
        </h2>
        <p className={card.cardText}>
          Share your CV with the sponsors that have CV access. It is never public.{' '}
          {state.maxCvBytes === null ? 'PDF.' : `PDF, up to ${formatFileSize(state.maxCvBytes)}.`}
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
  const id = useId();
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
          {state.file ? 'Choose another PDF' : 'Choose PDF'}
        </label>
        <span className={card.fileName} id={`${id}-file`}>
          {state.file ? `${state.file.name} · ${formatFileSize(state.file.size)}` : 'No file chosen'}
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
        <span>{CONSENT_TEXT}</span>
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
        {isOnline ? null : <p className={card.offline}>You're offline. Uploading needs a connection.</p>}
        <Button type="submit" isBlock isBusy={state.isBusy} busyLabel="Uploading…" disabled={!isOnline}>
          {isReplacing ? 'Upload new CV' : 'Upload CV'}
        </Button>
        {isReplacing ? (
          <Button variant="ghost" isBlock onClick={state.stopReplacing} disabled={state.isBusy}>
            Keep my current CV
          </Button>
        ) : null}
      </div>
    </form>
  );
}
