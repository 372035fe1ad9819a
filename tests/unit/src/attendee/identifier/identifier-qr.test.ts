import { describe, expect, it } from 'vitest';
import { identifierLink } from '../../../../../src/attendee/identifier/identifier-qr.ts';
import { parseCardCode } from '../../../../../src/lib/card-code.ts';

const ID = '0b1e6a3c-4c3a-4d52-9d7e-3f0e0f7d2a11';

describe('identifierLink (the QR content)', () => {
  it('is <public_origin>/attendees/<uuid>', () => {
    expect(identifierLink('https://confetti.example', 'http://localhost:4000', ID)).toBe(
      `https://confetti.example/attendees/${ID}`,
    );
  });

  it('keeps only the origin of what the server sent', () => {
    expect(identifierLink('https://confetti.example/', 'http://x', ID)).toBe(
      `https://confetti.example/attendees/${ID}`,
    );
    expect(identifierLink('https://confetti.example/app?x=1', 'http://x', ID)).toBe(
      `https://confetti.example/attendees/${ID}`,
    );
  });

  it("falls back to the page's origin when there is no usable public origin", () => {
    for (const origin of [null, '', 'not a url', 'javascript:alert(1)']) {
      expect(identifierLink(origin, 'http://localhost:4000', ID)).toBe(
        `http://localhost:4000/attendees/${ID}`,
      );
    }
  });

  it('is read back as the same card code by every scanner', () => {
    expect(parseCardCode(identifierLink('https://confetti.example', 'http://x', ID))).toBe(ID);
  });
});
