// Opens the back camera into a <video> while `isOn`, reads a QR from a frame every
// SCAN_INTERVAL_MS and reports reads through a scan gate (scan-gate.ts): one code held in view is
// one read, and `onLeave` fires once it has left. Everything is released when turned off or
// unmounted: tracks, timer, worker.
import { useEffect, useState } from 'react';
import { useLatest } from '../use-latest.ts';
import type { RefObject } from 'react';
import { CAMERA_UNAVAILABLE, cameraErrorMessage } from './camera-errors.ts';
import { createFrameDecoder } from './frame-decoders.ts';
import type { FrameDecoder } from './frame-decoders.ts';
import { createScanGate } from './scan-gate.ts';
import type { MessageDescriptor } from '#i18n/runtime';

/** An error's message is translated where it is shown. */
export type CameraStatus =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'scanning' }
  | { kind: 'error'; message: MessageDescriptor };

const SCAN_INTERVAL_MS = 150;

type Handlers = { onRead: (text: string) => void; onLeave?: () => void };

export function useQrCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  isOn: boolean,
  handlers: Handlers,
  /** A new number opens the camera again (after an error). */
  attempt = 0,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>(isOn ? { kind: 'starting' } : { kind: 'off' });
  const handlersRef = useLatest(handlers);

  useEffect(() => {
    if (!isOn) {
      setStatus({ kind: 'off' });
      return;
    }
    let isStopped = false;
    let stream: MediaStream | null = null;
    let decoder: FrameDecoder | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gate = createScanGate();
    setStatus({ kind: 'starting' });

    async function tick(video: HTMLVideoElement, active: FrameDecoder): Promise<void> {
      if (isStopped) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const text = await active.decode(video).catch(() => null);
        const event = isStopped ? null : gate.see(text, performance.now());
        if (event?.kind === 'read') handlersRef.current.onRead(event.text);
        if (event?.kind === 'left') handlersRef.current.onLeave?.();
      }
      if (!isStopped) timer = setTimeout(() => void tick(video, active), SCAN_INTERVAL_MS);
    }

    async function start(): Promise<void> {
      const video = videoRef.current;
      if (video === null || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
        setStatus({ kind: 'error', message: CAMERA_UNAVAILABLE });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!isStopped) setStatus({ kind: 'error', message: cameraErrorMessage(error) });
        return;
      }
      if (isStopped) return stop();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      decoder = await createFrameDecoder();
      if (isStopped) return stop();
      setStatus({ kind: 'scanning' });
      void tick(video, decoder);
    }

    function stop(): void {
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      decoder?.close();
    }

    void start();
    return () => {
      isStopped = true;
      stop();
    };
  }, [videoRef, isOn, attempt, handlersRef]);

  return status;
}

/**
 * Whether this site may already use the camera (so the scanner can open without a tap). False
 * where the Permissions API cannot tell (Safari, Firefox): the person then taps "Start camera".
 */
export async function isCameraGranted(): Promise<boolean> {
  try {
    const state = await navigator.permissions.query({ name: 'camera' as PermissionName });
    return state.state === 'granted';
  } catch {
    return false;
  }
}
