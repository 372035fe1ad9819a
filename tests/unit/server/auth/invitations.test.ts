// Issue 23: an invitation's link lives INVITATION_LINK_DAYS (7) from its issue, apart from a reset
// link's SET_PASSWORD_LINK_HOURS, and its mail says the validity the server honours.
import { describe, expect, it } from 'vitest';
import { INVITATION_LINK_DAYS, SET_PASSWORD_LINK_HOURS } from '#contract/constants';
import { expiryText, invitationMessage } from '../../../../server/auth/invitation-mail.ts';
import { wordsIn } from '../../../../server/i18n/messages.ts';
import {
  invitationExpiry,
  isInvitationExpired,
  isUnusableHash,
  newInvitation,
  unusableHash,
} from '../../../../server/auth/invitations.ts';
import { resetTokenDigest } from '../../../../server/auth/reset-tokens.ts';

const ISSUED = new Date('2026-11-22T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

describe('an invitation link', () => {
  it('lives 7 days, not the 2 hours of a reset link', () => {
    expect(INVITATION_LINK_DAYS).toBe(7);
    expect(SET_PASSWORD_LINK_HOURS).toBe(2);
    expect(invitationExpiry(ISSUED)).toEqual(new Date('2026-11-29T12:00:00Z'));
  });

  it('is valid after 6 days and up to its expiry instant, expired a second later and after 8 days', () => {
    const expiresAt = invitationExpiry(ISSUED);
    expect(isInvitationExpired(expiresAt, new Date(ISSUED.getTime() + 6 * DAY_MS))).toBe(false);
    expect(isInvitationExpired(expiresAt, expiresAt)).toBe(false);
    expect(isInvitationExpired(expiresAt, new Date(expiresAt.getTime() + 1000))).toBe(true);
    expect(isInvitationExpired(expiresAt, new Date(ISSUED.getTime() + 8 * DAY_MS))).toBe(true);
  });

  it('stores only the digest of a fresh token, in the reset token format', () => {
    const a = newInvitation(ISSUED);
    const b = newInvitation(ISSUED);
    expect(a.token).toMatch(/^[\w-]{48}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenDigest).toBe(resetTokenDigest(a.token));
    expect(a).toMatchObject({ issuedAt: ISSUED, expiresAt: invitationExpiry(ISSUED) });
  });

  it('goes with a password hash no password matches', () => {
    expect(isUnusableHash(unusableHash())).toBe(true);
    expect(unusableHash()).not.toBe(unusableHash());
  });
});

describe('the invitation mail', () => {
  const config = { eventName: 'SEI', eventYear: 2027, eventTimeZone: 'Europe/Lisbon', smtpUrl: 'smtp://x' };

  it('states the expiry on the event clock, with its zone', () => {
    expect(expiryText(new Date('2026-07-01T09:05:00Z'), 'Europe/Lisbon')).toBe(
      'Wednesday 1 July 2026, 10:05 (Europe/Lisbon)',
    );
  });

  it("names the sponsor's booth, the link, the validity and the address to sign in with", async () => {
    const message = invitationMessage(
      config,
      {
        email: 'booth@acme.example',
        link: 'https://conf.example/reset?token=abc',
        expiresAt: invitationExpiry(ISSUED),
        role: { kind: 'sponsor', company: 'Acme' },
      },
      await wordsIn('en'),
    );
    expect(message.to).toBe('booth@acme.example');
    expect(message.subject).toBe('[SEI 2027] You are invited');
    expect(message.text).toContain("scan visitors at Acme's booth at SEI 2027");
    expect(message.text).toContain(
      'valid 7 days, until Sunday 29 November 2026, 12:00 (Europe/Lisbon), once',
    );
    expect(message.text).toContain('https://conf.example/reset?token=abc');
    expect(message.text).toContain('sign in with booth@acme.example');
  });

  it('is written in Portuguese for an organiser who speaks it, the expiry on a Portuguese calendar', async () => {
    const invite = {
      email: 'equipa@sei.pt',
      link: 'https://conf.example/reset?token=abc',
      expiresAt: invitationExpiry(ISSUED),
      role: { kind: 'staff', isAdmin: false },
      locale: 'pt-PT',
    } as const;
    const message = invitationMessage(config, invite, await wordsIn('pt-PT'));
    expect(message.subject).toBe('[SEI 2027] Recebeu um convite');
    expect(message.text).toContain('ajudar a organização do evento em SEI 2027');
    expect(message.text).toContain(
      'válido durante 7 dias, até domingo, 29 de novembro de 2026, 12:00 (Europe/Lisbon), uma única vez',
    );
    expect(message.text).toContain('inicie sessão com equipa@sei.pt');
  });
});
