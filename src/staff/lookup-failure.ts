// Why a scanned or typed attendee could not be looked up, in the scanner's words (identifier,
// prizes). A typed card code is named as the card prints it (issue 21). Pure.
import { formatCardCode } from '#contract/card-code';
import type { AttendeeLookupReason } from '../api/attendees.ts';
import type { ScannedCode, ScanResult } from '../ui/scanner/scan-station.tsx';

export function lookupFailure(code: ScannedCode, reason: AttendeeLookupReason): ScanResult {
  switch (reason) {
    case 'not-registered':
      return {
        kind: 'failure',
        title: 'Card not registered',
        detail: 'Nobody has signed up with this card yet.',
      };
    case 'not-found':
      if (code.by === 'code') {
        const detail = code.nickname === null ? null : `Nobody has the nickname ${code.nickname} either.`;
        return { kind: 'failure', title: `No card with code ${formatCardCode(code.code)}`, detail };
      }
      if (code.by === 'nickname') return { kind: 'failure', title: 'Nobody by that nickname', detail: null };
      return { kind: 'failure', title: 'Unknown attendee', detail: 'No attendee has this code or nickname.' };
    case 'ambiguous':
      return {
        kind: 'failure',
        title: `Two cards share code ${code.by === 'code' ? formatCardCode(code.code) : 'this code'}`,
        detail: 'Scan the QR or type the nickname instead.',
      };
    case 'network':
      return {
        kind: 'failure',
        title: 'No connection',
        detail: 'This attendee is not saved on this device yet.',
      };
    case 'other':
      return { kind: 'failure', title: 'Could not look them up', detail: 'Try again.' };
  }
}
