import { describe, expect, it } from 'vitest';
import { codeOfScan, codeOfTyped, parseOwnCardCode } from '../../../../../src/ui/scanner/scan-code.ts';

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const ORIGINS = ['http://localhost:4000', 'https://confetti.example'];

describe('codeOfScan', () => {
  it('accepts our card links on the page origin and the public origin, and bare UUIDs', () => {
    expect(codeOfScan(`http://localhost:4000/attendees/${ID}`, ORIGINS)).toEqual({ by: 'id', id: ID });
    expect(codeOfScan(`https://confetti.example/attendees/${ID.toUpperCase()}/`, ORIGINS)).toEqual({
      by: 'id',
      id: ID,
    });
    expect(codeOfScan(ID, ORIGINS)).toEqual({ by: 'id', id: ID });
  });

  it('refuses codes that are not ours', () => {
    expect(codeOfScan(`https://other.example/attendees/${ID}`, ORIGINS)).toBeNull();
    expect(codeOfScan(`https://confetti.example/register/${ID}`, ORIGINS)).toBeNull();
    expect(codeOfScan(`https://confetti.example/attendees/${ID}/badges`, ORIGINS)).toBeNull();
    expect(codeOfScan('https://confetti.example/attendees/ana', ORIGINS)).toBeNull();
    expect(codeOfScan('WIFI:S:conference;T:WPA;P:secret;;', ORIGINS)).toBeNull();
    expect(codeOfScan('', ORIGINS)).toBeNull();
  });
});

describe('codeOfTyped', () => {
  it('reads a typed card code or link as a card', () => {
    expect(codeOfTyped(`  ${ID} `, ORIGINS)).toEqual({ by: 'id', id: ID });
    expect(codeOfTyped(`https://confetti.example/attendees/${ID}`, ORIGINS)).toEqual({ by: 'id', id: ID });
  });

  it('reads anything shaped like a nickname as one, without a leading @', () => {
    expect(codeOfTyped('ana_s', ORIGINS)).toEqual({ by: 'nickname', nickname: 'ana_s' });
    expect(codeOfTyped('@duck-42', ORIGINS)).toEqual({ by: 'nickname', nickname: 'duck-42' });
  });

  it('reads the short code printed on a card, typed any way (issue 21)', () => {
    for (const typed of ['07FE-0767', '07fe0767', ' 07fe 0767 ', 'O7FE-O767'])
      expect(codeOfTyped(typed, ORIGINS)).toMatchObject({ by: 'code', code: '07fe0767' });
    expect(codeOfTyped('07 FE 07 67', ORIGINS)).toEqual({ by: 'code', code: '07fe0767', nickname: null });
  });

  it('keeps the nickname a code-shaped text could also be, and "@" makes it a nickname only', () => {
    expect(codeOfTyped('bella101', ORIGINS)).toEqual({ by: 'code', code: 'be11a101', nickname: 'bella101' });
    expect(codeOfTyped('07FE-0767', ORIGINS)).toEqual({
      by: 'code',
      code: '07fe0767',
      nickname: '07FE-0767',
    });
    expect(codeOfTyped('@bella101', ORIGINS)).toEqual({ by: 'nickname', nickname: 'bella101' });
  });

  it('refuses empty text, other links and text no nickname can be', () => {
    expect(codeOfTyped('  ', ORIGINS)).toBeNull();
    expect(codeOfTyped(`https://other.example/attendees/${ID}`, ORIGINS)).toBeNull();
    expect(codeOfTyped('ana silva', ORIGINS)).toBeNull();
    expect(codeOfTyped('a', ORIGINS)).toBeNull();
  });
});

describe('parseOwnCardCode', () => {
  const origins = ['http://localhost:4000', 'https://confetti.example'];

  it('accepts a bare UUID and /attendees/<uuid> on our origins only', () => {
    expect(parseOwnCardCode(ID.toUpperCase(), origins)).toBe(ID);
    expect(parseOwnCardCode(`http://localhost:4000/attendees/${ID}?from=card#x`, origins)).toBe(ID);
    expect(parseOwnCardCode(`https://confetti.example/attendees/${ID}/`, origins)).toBe(ID);
    expect(parseOwnCardCode(`https://evil.example/attendees/${ID}`, origins)).toBeNull();
    expect(parseOwnCardCode(`http://localhost:4001/attendees/${ID}`, origins)).toBeNull();
    expect(parseOwnCardCode(`/attendees/${ID}`, origins)).toBeNull();
    expect(parseOwnCardCode(`https://confetti.example/x/attendees/${ID}`, origins)).toBeNull();
  });
});
