// The feedback bar's words for a badge award (staff badges, sponsor booth scans): one scan result
// per award outcome of api/redeems.ts. Pure.
import { t } from '@lingui/core/macro';
import type { AwardOutcome } from '../api/redeems.ts';
import type { ScanResult } from '../ui/scanner/scan-feedback.ts';

export function awardScanResult(outcome: AwardOutcome, awardedTitle?: string): ScanResult {
  switch (outcome.kind) {
    case 'awarded':
      return { kind: 'success', title: awardedTitle ?? t`Badge awarded` };
    case 'queued':
      return {
        kind: 'queued',
        title: t`Saved, will sync`,
        detail: t`No connection: the award is sent once the network is back.`,
      };
    case 'already-queued':
      return {
        kind: 'already',
        title: t`Already queued`,
        detail: t`This award is already waiting to sync. It was not added twice.`,
      };
    case 'already':
      return { kind: 'already', title: t`Already has this badge`, detail: t`Nothing changed.` };
    case 'out-of-period':
      return { kind: 'out-of-period', title: t`Outside the gifting period`, detail: outcome.reason };
    case 'refused':
      return { kind: 'failure', title: t`Not awarded`, detail: outcome.reason };
    case 'unknown-attendee':
      return { kind: 'failure', title: t`Unknown card`, detail: t`No attendee has this code.` };
    case 'not-allowed':
      return { kind: 'failure', title: t`Not allowed`, detail: t`This account cannot award that badge.` };
    case 'network':
      return {
        kind: 'failure',
        title: t`Not sent: no connection`,
        detail: t`Nothing was awarded. Scan again once online.`,
      };
    case 'failed': {
      const { status } = outcome;
      return {
        kind: 'failure',
        title: t`Not awarded`,
        detail: status === null ? t`Something went wrong. Try again.` : t`Server error ${status}. Try again.`,
      };
    }
  }
}
