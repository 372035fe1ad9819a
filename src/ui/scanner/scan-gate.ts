// One QR held in front of the lens is one scan: after a read the scanner reports nothing until no
// code at all has been seen for LEAVE_AFTER_MS, then reads again. Pure (time is passed in), so the
// rule is tested without a camera.
// NOTE: any code counts as "still in view", not only the one read: a second card held beside the
// first would otherwise be read in alternation with it. A decoder misses single frames of a code
// that is still there (blur, glare), so the code must be gone for a while, not for one frame.

export const LEAVE_AFTER_MS = 700;

export type GateEvent = { kind: 'read'; text: string } | { kind: 'left' } | null;

export type ScanGate = {
  /** Feed one frame's result (the decoded text, or null for no code) at `nowMs`. */
  see(text: string | null, nowMs: number): GateEvent;
};

export function createScanGate(leaveAfterMs: number = LEAVE_AFTER_MS): ScanGate {
  let isHolding = false;
  let lastSeenAtMs = 0;
  return {
    see(text, nowMs) {
      if (text !== null && text !== '') {
        lastSeenAtMs = nowMs;
        if (isHolding) return null;
        isHolding = true;
        return { kind: 'read', text };
      }
      if (isHolding && nowMs - lastSeenAtMs >= leaveAfterMs) {
        isHolding = false;
        return { kind: 'left' };
      }
      return null;
    },
  };
}
