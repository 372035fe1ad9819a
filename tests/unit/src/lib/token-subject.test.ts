import { describe, expect, it } from 'vitest';
import { tokenSubject, userKeyOf } from '../../../../src/lib/token-subject.ts';

function jwt(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS512', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('tokenSubject', () => {
  it('reads a string or numeric sub', () => {
    expect(tokenSubject(jwt({ sub: '42', aud: 'confetti' }))).toBe('42');
    expect(tokenSubject(jwt({ sub: 7 }))).toBe('7');
  });

  it('decodes base64url payloads that need padding and use - or _', () => {
    expect(tokenSubject(jwt({ sub: 'ü>?~ÿ', x: 'a' }))).toBe('ü>?~ÿ');
  });

  it('returns null for tokens it cannot read', () => {
    expect(tokenSubject('not-a-jwt')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(jwt({ name: 'no sub' }))).toBeNull();
    expect(tokenSubject(jwt({ sub: '' }))).toBeNull();
  });

  it('keys unreadable tokens under one fallback', () => {
    expect(userKeyOf('opaque')).toBe('session');
    expect(userKeyOf(jwt({ sub: 'u1' }))).toBe('u1');
  });
});
