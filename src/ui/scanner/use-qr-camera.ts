// Opens the back camera into a <video>, reads a QR from a frame every SCAN_INTERVAL_MS and hands
// each new text to `onText`. Everything is released on unmount: tracks, timer, worker.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { CAMERA_UNAVAILABLE, cameraErrorMessage } from './camera-errors.ts';
import { createFrameDecoder } from './frame-decoders.ts';
import type { FrameDecoder } from './frame-decoders.ts';

export type CameraStatus = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'error'; message: string };

const SCAN_INTERVAL_MS = 150;
/** The same code still in view is not reported again for this long. */
const REPEAT_AFTER_MS = 2_000;

export function useQrCamera(videoRef: RefObject<HTMLVideoElement | null>, onText: (text: string) => void) {
  const [status, setStatus] = useState<CameraStatus>({ kind: 'starting' });
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    let isStopped = false;
    let stream: MediaStream | null = null;
    let decoder: FrameDecoder | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };

    async function tick(video: HTMLVideoElement, active: FrameDecoder): Promise<void> {
      if (isStopped) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const text = await active.decode(video).catch(() => null);
        const now = Date.now();
        if (!isStopped && text && (text !== last.text || now - last.at > REPEAT_AFTER_MS)) {
          last = { text, at: now };
          onTextRef.current(text);
        }
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
  }, [videoRef]);

  return status;
}
