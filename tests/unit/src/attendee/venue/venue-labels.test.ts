import { describe, expect, it } from 'vitest';
import { pickLabels, type LabelBox } from '../../../../../src/attendee/venue/venue-labels.ts';

/** A booth at (x, y): a 24 px marker there and a name box `width` wide under it. */
const booth = (id: number, x: number, y: number, width = 80): LabelBox => ({
  id,
  marker: { left: x - 12, top: y - 12, right: x + 12, bottom: y + 12 },
  label: { left: x - width / 2, top: y + 16, right: x + width / 2, bottom: y + 32 },
});

describe('pickLabels', () => {
  it('names every booth when the names have room', () => {
    expect([...pickLabels([booth(1, 50, 50), booth(2, 200, 50), booth(3, 50, 200)], null)]).toEqual([
      1, 2, 3,
    ]);
  });

  it('leaves out a name that would cover another name or another marker', () => {
    // 2's name would cover 1's; 3's name would run over the marker of 4 just below it.
    const boxes = [
      booth(1, 50, 50),
      booth(2, 90, 50),
      booth(3, 300, 50),
      booth(4, 300, 80),
      booth(5, 500, 50),
    ];
    expect([...pickLabels(boxes, null)].sort()).toEqual([1, 4, 5]);
  });

  it('always names the picked booth, and its neighbours give way', () => {
    const boxes = [booth(1, 50, 50), booth(2, 90, 50)];
    expect([...pickLabels(boxes, 2)]).toEqual([2]);
  });
});
