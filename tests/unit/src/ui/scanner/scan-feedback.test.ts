import { describe, expect, it } from 'vitest';
import type { AwardOutcome } from '../../../../../src/api/redeems.ts';
import { awardScanResult } from '../../../../../src/award/award-feedback.ts';
import { feedbackOf, feedbackOfResult, type ScanState } from '../../../../../src/ui/scanner/scan-feedback.ts';

describe('feedbackOf', () => {
  it('gives each state its own tone and words, and a vibration only to results', () => {
    const states: ScanState[] = [
      'scanning',
      'checking',
      'success',
      'queued',
      'already',
      'out-of-period',
      'not-ours',
      'failure',
    ];
    const views = states.map((state) => feedbackOf(state));
    expect(new Set(views.map((v) => v.title)).size).toBe(states.length);
    expect(views.map((v) => [v.state, v.tone, v.vibration !== null])).toEqual([
      ['scanning', 'neutral', false],
      ['checking', 'busy', false],
      ['success', 'success', true],
      ['queued', 'queued', true],
      ['already', 'warning', true],
      ['out-of-period', 'error', true],
      ['not-ours', 'error', true],
      ['failure', 'error', true],
    ]);
  });

  it("uses the screen's title and detail when given", () => {
    expect(feedbackOfResult({ kind: 'success', title: 'Identified', detail: 'Ana' })).toMatchObject({
      state: 'success',
      tone: 'success',
      title: 'Identified',
      detail: 'Ana',
    });
  });
});

describe('awardScanResult', () => {
  it('maps every award outcome to the bar state a person expects', () => {
    const cases: [AwardOutcome, string][] = [
      [{ kind: 'awarded' }, 'success'],
      [{ kind: 'queued' }, 'queued'],
      [{ kind: 'already', reason: null }, 'already'],
      [{ kind: 'out-of-period', reason: "Can't redeem Badge after badge-gifting period" }, 'out-of-period'],
      [{ kind: 'refused', reason: 'overlap' }, 'failure'],
      [{ kind: 'unknown-attendee' }, 'failure'],
      [{ kind: 'not-allowed' }, 'failure'],
      [{ kind: 'network' }, 'failure'],
      [{ kind: 'failed', status: 500 }, 'failure'],
    ];
    expect(cases.map(([outcome]) => awardScanResult(outcome).kind)).toEqual(cases.map(([, kind]) => kind));
  });

  it("keeps the server's reason for a refusal and names the sponsor's success", () => {
    expect(awardScanResult({ kind: 'out-of-period', reason: 'after period' }).detail).toBe('after period');
    expect(awardScanResult({ kind: 'awarded' }, 'Visit recorded').title).toBe('Visit recorded');
    expect(awardScanResult({ kind: 'queued' }).title).toBe('Saved, will sync');
  });
});
