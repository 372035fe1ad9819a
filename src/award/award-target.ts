// Who a typed award goes to (staff badges, sponsor booth scans): a nickname or the code printed on
// a card, once looked up (api/attendees.ts resolveAttendee). A code this device cannot look up
// (offline, issue 21) is sent as it is and the server resolves it; a code of no card or of two
// stops here with a plain reason. Pure.
import { t } from '@lingui/core/macro';
import { formatCardCode } from '#contract/card-code';
import type { AttendeeLookupReason, PublicAttendee } from '../api/attendees.ts';
import type { ScannedCode } from '../ui/scanner/scan-code.ts';
import type { ScanResult } from '../ui/scanner/scan-feedback.ts';
import { shortWho } from '../ui/scanner/scan-log.tsx';

export type AwardTarget =
  | { kind: 'send'; attendee: { attendeeId: string } | { attendeeCode: string }; who: string }
  | { kind: 'stop'; who: string; result: ScanResult };

/** How the log names an attendee once known. */
export function nameOf(attendee: PublicAttendee): string {
  const code = formatCardCode(attendee.id.slice(0, 8));
  return attendee.name ?? attendee.nickname ?? t`Card ${code}`;
}

/** A scanned card is sent by its id, with no lookup first. */
export function scannedTarget(code: ScannedCode & { by: 'id' }): AwardTarget {
  return { kind: 'send', attendee: { attendeeId: code.id }, who: shortWho(code) };
}

/** A typed code or nickname, after its lookup. */
export function typedTarget(
  code: Exclude<ScannedCode, { by: 'id' }>,
  found: PublicAttendee | AttendeeLookupReason,
): AwardTarget {
  const who = shortWho(code);
  if (typeof found !== 'string')
    return { kind: 'send', attendee: { attendeeId: found.id }, who: nameOf(found) };
  if (code.by === 'nickname')
    return { kind: 'stop', who, result: { kind: 'failure', title: t`Nobody by that nickname` } };
  const printed = formatCardCode(code.code);
  const { nickname } = code;
  if (found === 'not-found') {
    const detail = nickname === null ? null : t`Nobody has the nickname ${nickname} either.`;
    return { kind: 'stop', who, result: { kind: 'failure', title: t`No card with code ${printed}`, detail } };
  }
  if (found === 'ambiguous') {
    const detail = t`Scan the QR or type the nickname instead.`;
    return {
      kind: 'stop',
      who,
      result: { kind: 'failure', title: t`Two cards share code ${printed}`, detail },
    };
  }
  return { kind: 'send', attendee: { attendeeCode: code.code }, who };
}
