import { describe, expect, it } from 'vitest';
import { createScanGate, LEAVE_AFTER_MS } from '../../../../../src/ui/scanner/scan-gate.ts';

const FRAME_MS = 150;

/** Feeds `frames` results one per FRAME_MS from `startMs`; returns every event. */
function feed(gate: ReturnType<typeof createScanGate>, frames: (string | null)[], startMs = 0) {
  return frames.map((text, i) => gate.see(text, startMs + i * FRAME_MS)).filter((e) => e !== null);
}

describe('createScanGate', () => {
  it('reports a code held in view for 5 s once', () => {
    const frames = Array.from({ length: Math.ceil(5_000 / FRAME_MS) }, () => 'A');
    expect(feed(createScanGate(), frames)).toEqual([{ kind: 'read', text: 'A' }]);
  });

  it('ignores frames where the decoder misses a code that is still there', () => {
    const frames = ['A', null, null, 'A', null, 'A', null, null, null, 'A'];
    expect(feed(createScanGate(), frames)).toEqual([{ kind: 'read', text: 'A' }]);
  });

  it('says when the code has left, and reads it again when it comes back', () => {
    const gone = Array.from({ length: Math.ceil(LEAVE_AFTER_MS / FRAME_MS) + 1 }, () => null);
    expect(feed(createScanGate(), ['A', ...gone, 'A'])).toEqual([
      { kind: 'read', text: 'A' },
      { kind: 'left' },
      { kind: 'read', text: 'A' },
    ]);
  });

  it('reads two cards in a row when the first leaves before the second comes', () => {
    const gone = Array.from({ length: 6 }, () => null);
    expect(feed(createScanGate(), ['A', 'A', ...gone, 'B', 'B'])).toEqual([
      { kind: 'read', text: 'A' },
      { kind: 'left' },
      { kind: 'read', text: 'B' },
    ]);
  });

  it('does not read a second code while the first is still in view', () => {
    expect(feed(createScanGate(), ['A', 'B', 'A', 'B'])).toEqual([{ kind: 'read', text: 'A' }]);
  });

  it('reports nothing for frames with no code before any read', () => {
    expect(feed(createScanGate(), [null, null, null, ''])).toEqual([]);
  });
});
