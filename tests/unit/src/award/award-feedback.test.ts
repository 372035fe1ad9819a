import { describe, expect, it } from 'vitest';
import { awardScanResult } from '../../../../src/award/award-feedback.ts';

describe('awardScanResult', () => {
  it('tells a scan kept for later from one whose award already waits in the outbox', () => {
    expect(awardScanResult({ kind: 'queued' })).toMatchObject({ kind: 'queued', title: 'Saved, will sync' });
    expect(awardScanResult({ kind: 'already-queued' })).toEqual({
      kind: 'already',
      title: 'Already queued',
      detail: 'This award is already waiting to sync. It was not added twice.',
    });
  });

  it('names an applied award with the screen’s own words', () => {
    expect(awardScanResult({ kind: 'awarded' }, 'Visit recorded')).toEqual({
      kind: 'success',
      title: 'Visit recorded',
    });
  });
});
