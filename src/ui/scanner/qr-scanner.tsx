// A live QR camera view with an aiming frame and a feedback line, for one-off reads (the card step
// of sign-up). It reports each code once while it is held in view; the caller decides what a valid
// code is. Scanner screens use ScanStation instead. Lazy-loaded by callers.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import styles from './qr-scanner.module.css';
import { useQrCamera } from './use-qr-camera.ts';

export type ScanFeedback = { tone: 'info' | 'error' | 'success'; text: string };

type QrScannerProps = {
  /** Accessible name of the camera view, e.g. "Camera view for your card's QR code". */
  label: string;
  onText: (text: string) => void;
  feedback: ScanFeedback;
};

export function QrScanner({ label, onText, feedback }: QrScannerProps) {
  const { i18n } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const status = useQrCamera(videoRef, true, { onRead: onText });
  const shown: ScanFeedback =
    status.kind === 'error' ? { tone: 'error', text: i18n._(status.message) } : feedback;

  return (
    <div className={styles.scanner}>
      <div className={styles.viewport}>
        <video ref={videoRef} className={styles.video} aria-label={label} playsInline muted />
        {status.kind === 'scanning' ? <div className={styles.frame} aria-hidden="true" /> : null}
        {status.kind === 'starting' ? (
          <div className={styles.overlay}>
            <Trans>Starting the camera…</Trans>
          </div>
        ) : null}
        {status.kind === 'error' ? (
          <div className={`${styles.overlay} ${styles.overlayError}`} aria-hidden="true">
            <Trans>Camera unavailable</Trans>
          </div>
        ) : null}
      </div>
      <p className={styles.feedback} data-tone={shown.tone} role="status" aria-live="polite">
        {shown.text}
      </p>
    </div>
  );
}
