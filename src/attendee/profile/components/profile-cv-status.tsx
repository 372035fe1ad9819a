// "CV uploaded", with View (the file is private, so it is fetched with the session and opened
// from memory) and Replace.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchOwnCv } from '../../../api/profile.ts';
import { Button } from '../../../ui/button.tsx';
import field from '../../../ui/field.module.css';
import styles from './profile-cv.module.css';

/** NOTE: long enough for the new tab to load the PDF; the memory is freed afterwards. */
const CV_URL_LIFETIME_MS = 60_000;

function show(blob: Blob): void {
  const href = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a window target, not shown to people
  const tab = window.open(href, '_blank');
  if (tab === null) {
    // Pop-up blocked: save the file instead.
    const link = document.createElement('a');
    link.href = href;
    link.download = 'cv.pdf';
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(href), CV_URL_LIFETIME_MS);
}

type ProfileCvStatusProps = { cvUrl: string; isJustUploaded: boolean; onReplace: () => void };

export function ProfileCvStatus({ cvUrl, isJustUploaded, onReplace }: ProfileCvStatusProps) {
  const { t } = useLingui();
  const [isOpening, setIsOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function view() {
    setIsOpening(true);
    setError(null);
    try {
      show(await fetchOwnCv(cvUrl));
    } catch {
      setError(t`Your CV couldn't be opened. Check your connection and try again.`);
    } finally {
      setIsOpening(false);
    }
  }

  return (
    <>
      <div className={styles.status} role="status">
        <span className={styles.statusIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path
              d="m5 12.5 4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span className={styles.statusText}>
          <span className={styles.statusTitle}>
            <Trans>CV uploaded</Trans>
          </span>
          <span className={styles.statusDetail}>
            {isJustUploaded
              ? t`Uploaded just now. Sponsors with CV access can see it.`
              : t`Sponsors with CV access can see it.`}
          </span>
        </span>
      </div>
      {error ? (
        <p className={field.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => void view()} isBusy={isOpening} busyLabel={t`Opening…`}>
          <Trans>View CV</Trans>
        </Button>
        <Button variant="secondary" onClick={onReplace}>
          <Trans>Replace CV</Trans>
        </Button>
      </div>
    </>
  );
}
