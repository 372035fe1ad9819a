// The feedback bar's words for a badge award (staff badges, sponsor booth scans): one scan result
// per award outcome of api/redeems.ts. Pure.
import type { AwardOutcome } from '../api/redeems.ts';
import type { ScanResult } from '../ui/scanner/scan-feedback.ts';

export function awardScanResult(outcome: AwardOutcome, awardedTitle = 'Badge awarded'): ScanResult {
  switch (outcome.kind) {
    case 'awarded':
      return { kind: 'success', title: awardedTitle };
    case 'queued':
      return {
        kind: 'queued',
        title: 'Saved, will sync',
        detail: 'No connection: the award is sent once the network is back.',
      };
    case 'already-queued':
      return {
        kind: 'already',
        title: 'Already queued',
        detail: 'This award is already waiting to sync. It was not added twice.',
      };
    case 'already':
      return { kind: 'already', title: 'Already has this badge', detail: 'Nothing changed.' };
    case 'out-of-period':
      return { kind: 'out-of-period', title: 'Outside the gifting period', detail: outcome.reason };
    case 'refused':
      return { kind: 'failure', title: 'Not awarded', detail: outcome.reason };
    case 'unknown-attendee':
      return { kind: 'failure', title: 'Unknown card', detail: 'No attendee has this code.' };
    case 'not-allowed':
      return { kind: 'failure', title: 'Not allowed', detail: 'This account cannot award that badge.' };
    case 'network':
      return {
        kind: 'failure',
        title: 'Not sent: no connection',
        detail: 'Nothing was awarded. Scan again once online.',
      };
    case 'failed':
      return {
        kind: 'failure',
        title: 'Not awarded',
        detail:
          outcome.status === null
            ? 'Something went wrong. Try again.'
            : `Server error ${outcome.status}. Try again.`,
      };
  }
}
