// THE scanner of every staff and sponsor screen (seed-spec §2): back camera opened by a button
// (or at once when already allowed), clear words when the camera is blocked, busy or absent, only
// our codes accepted, one scan per code held in view, a coloured feedback bar with a short
// vibration, and manual entry. The screen says what a scan does through `onScan`. Lazy-loaded.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { i18n } from '#i18n/runtime';
import { Button } from '../button.tsx';
import { FeedbackBar } from './feedback-bar.tsx';
import { ManualEntry } from './manual-entry.tsx';
import { feedbackOf, type ScanFeedback } from './scan-feedback.ts';
import styles from './scan-station.module.css';
import { useQrCamera, type CameraStatus } from './use-qr-camera.ts';
import { useScanStation, type ScanHandler } from './use-scan-station.ts';

export type { ScannedCode } from './scan-code.ts';
export type { ScanResult } from './scan-feedback.ts';
export type { ScanHandler } from './use-scan-station.ts';

type ScanStationProps = {
  /** What a scan does here, shown above the camera ("Awarding · Talk: Rust in prod"). */
  context: string;
  /** Origins whose `/attendees/<uuid>` links are ours (the page's and the event's public one). */
  origins: readonly string[];
  onScan: ScanHandler;
  /** The manual entry's button ("Award", "Look up"). */
  actionLabel: string;
};

function cameraFeedback(status: CameraStatus): ScanFeedback {
  switch (status.kind) {
    case 'off':
      return feedbackOf('idle', { detail: i18n._(msg`Start the camera, or type a code below.`) });
    case 'starting':
      return feedbackOf('idle', { title: i18n._(msg`Starting the camera…`) });
    case 'scanning':
      return feedbackOf('scanning');
    case 'error':
      return {
        ...feedbackOf('failure', { title: i18n._(msg`Camera unavailable`), detail: i18n._(status.message) }),
        vibration: null,
      };
  }
}

export function ScanStation({ context, origins, onScan, actionLabel }: ScanStationProps) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const station = useScanStation(origins, onScan);
  const camera = useQrCamera(
    videoRef,
    station.isOn,
    { onRead: station.onRead, onLeave: station.onLeave },
    station.attempt,
  );
  const feedback = station.result ?? cameraFeedback(camera);

  return (
    <section className={styles.station} aria-label={t`Scanner`}>
      <p className={styles.context}>{context}</p>
      <div className={styles.viewport} data-state={feedback.state}>
        <video
          ref={videoRef}
          className={styles.video}
          aria-label={t`Camera view`}
          playsInline
          muted
          hidden={camera.kind !== 'scanning' && camera.kind !== 'starting'}
        />
        {camera.kind === 'scanning' ? <div className={styles.frame} aria-hidden="true" /> : null}
        {camera.kind === 'off' || camera.kind === 'error' ? (
          <div className={styles.placeholder}>
            <svg className={styles.cameraGlyph} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <path d="M6 16h8l4-6h12l4 6h8v22H6z" />
              <circle cx="24" cy="26" r="7" />
            </svg>
            {camera.kind === 'error' ? (
              <p className={styles.placeholderText}>{i18n._(camera.message)}</p>
            ) : null}
            {station.hasChecked || camera.kind === 'error' ? (
              <Button onClick={station.start}>
                {camera.kind === 'error' ? t`Try the camera again` : t`Start camera`}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <FeedbackBar feedback={feedback} />
      <ManualEntry
        origins={origins}
        onSubmit={(code) => void station.submit(code)}
        actionLabel={actionLabel}
      />
      {camera.kind === 'scanning' ? (
        <Button variant="ghost" onClick={station.stop}>
          <Trans>Stop camera</Trans>
        </Button>
      ) : null}
    </section>
  );
}
