// Why a scanned or typed attendee could not be looked up, in the scanner's words (identifier,
// prizes). A typed card code is named as the card prints it (issue 21). Pure.
import { formatCardCode } from '#contract/card-code';
import { t } from '@lingui/core/macro';
import type { AttendeeLookupReason } from '../api/attendees.ts';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

export function lookupFailure(code: ScannedCode, reason: AttendeeLookupReason): ScanResult {
  switch (reason) {
    case 'not-registered':
      return {
        kind: 'failure',
        title: t`Card not registered`,
        detail: t`Nobody has signed up with this card yet.`,
      };
    case 'not-found':
      if (code.by === 'code') {
        const nickname = code.nickname;
        const detail = nickname === null ? null : t`Nobody has the nickname ${nickname} either.`;
        const cardCode = formatCardCode(code.code);
        return { kind: 'failure', title: t`No card with code ${cardCode}`, detail };
      }
      if (code.by === 'nickname') return { kind: 'failure', title: t`Nobody by that nickname`, detail: null };
      return {
        kind: 'failure',
        title: t`Unknown attendee`,
        detail: t`No attendee has this code or nickname.`,
      };
    case 'ambiguous': {
      const cardCode = code.by === 'code' ? formatCardCode(code.code) : null;
      return {
        kind: 'failure',
        title: cardCode === null ? t`Two cards share this code` : t`Two cards share code ${cardCode}`,
        detail: t`Scan the QR or type the nickname instead.`,
      };
    }
    case 'network':
      return {
        kind: 'failure',
        title: t`No connection`,
        detail: t`This attendee is not saved on this device yet.`,
      };
    case 'other':
      return { kind: 'failure', title: t`Could not look them up`, detail: t`Try again.` };
  }
}
