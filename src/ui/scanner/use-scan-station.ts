// The state of a scan station: camera on or off, the code being checked and the feedback shown.
// A read is turned into a ScannedCode (only ours), handed to the screen's `onScan`, and its result
// stays on show until the code has left the frame and RESULT_MIN_SHOW_MS has passed.
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '#i18n/runtime';
import { useLatest } from '../use-latest.ts';
import { codeOfScan, type ScannedCode } from './scan-code.ts';
import {
  feedbackOf,
  feedbackOfResult,
  RESULT_MIN_SHOW_MS,
  type ScanFeedback,
  type ScanResult,
} from './scan-feedback.ts';
import { isCameraGranted } from './use-qr-camera.ts';

export type ScanHandler = (code: ScannedCode) => Promise<ScanResult>;

function vibrate(pattern: number[] | null): void {
  if (pattern !== null && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

export function useScanStation(origins: readonly string[], onScan: ScanHandler) {
  const [isOn, setIsOn] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** False until we know whether the camera is already allowed (then it opens without a tap). */
  const [hasChecked, setHasChecked] = useState(false);
  const [result, setResult] = useState<ScanFeedback | null>(null);
  const shownAtRef = useRef(0);
  const isInViewRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onScanRef = useLatest(onScan);

  useEffect(() => {
    let isCurrent = true;
    void isCameraGranted().then((isGranted) => {
      if (!isCurrent) return;
      if (isGranted) setIsOn(true);
      setHasChecked(true);
    });
    return () => {
      isCurrent = false;
      clearTimeout(timerRef.current);
    };
  }, []);

  const show = useCallback((feedback: ScanFeedback) => {
    clearTimeout(timerRef.current);
    shownAtRef.current = Date.now();
    setResult(feedback);
    vibrate(feedback.vibration);
  }, []);

  /** Back to the camera's own state once the code has left and the result was seen long enough. */
  const settle = useCallback(() => {
    if (isInViewRef.current) return;
    clearTimeout(timerRef.current);
    const waitMs = Math.max(0, shownAtRef.current + RESULT_MIN_SHOW_MS - Date.now());
    timerRef.current = setTimeout(() => setResult(null), waitMs);
  }, []);

  const submit = useCallback(
    async (code: ScannedCode) => {
      show(feedbackOf('checking'));
      let outcome: ScanResult;
      try {
        outcome = await onScanRef.current(code);
      } catch {
        outcome = { kind: 'failure' };
      }
      show(feedbackOfResult(outcome));
      settle();
    },
    [show, settle, onScanRef],
  );

  const onRead = useCallback(
    (text: string) => {
      isInViewRef.current = true;
      const code = codeOfScan(text, origins);
      const detail = i18n._(msg`Scan the QR on a Confetti badge or card.`);
      if (code === null) show(feedbackOf('not-ours', { detail }));
      else void submit(code);
    },
    [origins, show, submit],
  );

  const onLeave = useCallback(() => {
    isInViewRef.current = false;
    settle();
  }, [settle]);

  const start = useCallback(() => {
    setIsOn(true);
    setAttempt((n) => n + 1);
  }, []);
  const stop = useCallback(() => setIsOn(false), []);

  return { isOn, attempt, hasChecked, start, stop, result, submit, onRead, onLeave };
}
