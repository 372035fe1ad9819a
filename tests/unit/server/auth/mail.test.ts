// The sender of the mails (issue 23): MAIL_FROM's address under the event's name as the console
// set it, so an attendee sees who writes; MAIL_FROM as it is when no name is given.
import { describe, expect, it } from 'vitest';
import { senderOf } from '../../../../server/auth/mail.ts';

describe('senderOf', () => {
  it('puts the event name on the bare address or on the address of a named MAIL_FROM', () => {
    expect(senderOf('noreply@conf.example', 'Harbour Summit')).toBe(
      '"Harbour Summit" <noreply@conf.example>',
    );
    expect(senderOf('Confetti <noreply@conf.example>', 'Harbour Summit')).toBe(
      '"Harbour Summit" <noreply@conf.example>',
    );
  });

  it('keeps MAIL_FROM without a name, and drops quotes and line breaks from one', () => {
    expect(senderOf('Confetti <noreply@conf.example>', undefined)).toBe('Confetti <noreply@conf.example>');
    expect(senderOf('a@b.example', 'Evil"\r\nBcc: x@y')).toBe('"EvilBcc: x@y" <a@b.example>');
  });
});
