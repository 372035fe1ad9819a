import { describe, expect, it } from 'vitest';
import { isUuid, parseCardCode } from '../../../../src/lib/card-code.ts';

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('parseCardCode', () => {
  it('reads the UUID at the end of a card URL', () => {
    expect(parseCardCode(`https://confetti.example/attendees/${ID}`)).toBe(ID);
    expect(parseCardCode(`http://localhost:4000/register/${ID}`)).toBe(ID);
  });

  it('ignores a trailing slash, query and hash', () => {
    expect(parseCardCode(`https://confetti.example/attendees/${ID}/?utm=card#top`)).toBe(ID);
  });

  it('accepts a bare, pasted or relative code and lower-cases it', () => {
    expect(parseCardCode(`  ${ID.toUpperCase()}\n`)).toBe(ID);
    expect(parseCardCode(`/attendees/${ID}`)).toBe(ID);
  });

  it('refuses text without a UUID as its last segment', () => {
    expect(parseCardCode('')).toBeNull();
    expect(parseCardCode('   ')).toBeNull();
    expect(parseCardCode('https://confetti.example/attendees/')).toBeNull();
    expect(parseCardCode('https://confetti.example/attendees/john')).toBeNull();
    expect(parseCardCode(`https://confetti.example/attendees/${ID}/badges`)).toBeNull();
    expect(parseCardCode(`${ID}x`)).toBeNull();
    expect(parseCardCode('WIFI:S:conference;T:WPA;P:secret;;')).toBeNull();
    expect(parseCardCode('https://confetti.example/attendees/%E0%A4%A')).toBeNull();
  });
});

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hex in any case and nothing else', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid(ID.replaceAll('-', ''))).toBe(false);
    expect(isUuid(`${ID.slice(0, -1)}g`)).toBe(false);
  });
});
