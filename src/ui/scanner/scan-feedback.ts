// What the scanner's feedback bar says for each state (seed-spec §2 "scanner"): its tone (colour),
// its words, the vibration it gives and how long a result stays before "Scanning" returns. Pure;
// its words are in the active language when it is called.
import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '#i18n/runtime';

export type ScanState =
  | 'idle'
  | 'scanning'
  | 'checking'
  | 'success'
  | 'queued'
  | 'already'
  | 'out-of-period'
  | 'not-ours'
  | 'failure';

/** A finished scan as a screen reports it; title and detail replace the defaults below. */
export type ScanResult = {
  kind: 'success' | 'queued' | 'already' | 'out-of-period' | 'not-ours' | 'failure';
  title?: string;
  detail?: string | null;
};

export type ScanFeedback = {
  state: ScanState;
  /** `queued`: kept by the outbox ("saved, will sync"), its own colour (DESIGN.md §5). */
  tone: 'neutral' | 'busy' | 'success' | 'queued' | 'warning' | 'error';
  title: string;
  detail: string | null;
  /** navigator.vibrate pattern in ms; null gives none. */
  vibration: number[] | null;
};

/** NOTE: a result stays at least this long, so a quick flick of the card still shows its answer. */
export const RESULT_MIN_SHOW_MS = 1_500;

type Default = Omit<ScanFeedback, 'state' | 'detail' | 'title'> & { title: MessageDescriptor };

const DEFAULTS: Record<ScanState, Default> = {
  idle: { tone: 'neutral', title: msg`Camera off`, vibration: null },
  scanning: { tone: 'neutral', title: msg`Scanning… point at a QR code`, vibration: null },
  checking: { tone: 'busy', title: msg`Checking…`, vibration: null },
  success: { tone: 'success', title: msg`Done`, vibration: [70] },
  queued: { tone: 'queued', title: msg`Saved, will sync`, vibration: [70, 50, 70] },
  already: { tone: 'warning', title: msg`Already has this badge`, vibration: [40, 60, 40] },
  'out-of-period': { tone: 'error', title: msg`Outside the gifting period`, vibration: [150, 80, 150] },
  'not-ours': { tone: 'error', title: msg`Not a Confetti code`, vibration: [150, 80, 150] },
  failure: { tone: 'error', title: msg`That did not work`, vibration: [150, 80, 150] },
};

export function feedbackOf(state: ScanState, result?: Pick<ScanResult, 'title' | 'detail'>): ScanFeedback {
  const base = DEFAULTS[state];
  return { state, ...base, title: result?.title ?? i18n._(base.title), detail: result?.detail ?? null };
}

/** The feedback of a finished scan. */
export function feedbackOfResult(result: ScanResult): ScanFeedback {
  return feedbackOf(result.kind, result);
}
