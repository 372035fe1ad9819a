// bearerToken: the realm is matched case-insensitively and the colon is optional
// (provider-api.md §2); anything else is "no token" (401 unauthenticated).
import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../../../server/plugins/auth.ts';

describe('bearerToken', () => {
  it('takes the token after the Bearer realm, any case, colon optional', () => {
    for (const header of [
      'Bearer abc.def.ghi',
      'bearer abc.def.ghi',
      'BEARER abc.def.ghi',
      'Bearer: abc.def.ghi',
      'bearer:   abc.def.ghi',
      'Bearer abc.def.ghi  ',
      'Bearer\tabc.def.ghi',
    ]) {
      expect(bearerToken(header), JSON.stringify(header)).toBe('abc.def.ghi');
    }
  });

  it('answers null without a header, another realm, or no token', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer:',
      'Basic abc',
      'Token abc',
      'abc.def.ghi',
      ' Bearer abc',
      'Bearerabc',
      'Bearer a b',
    ]) {
      expect(bearerToken(header), JSON.stringify(header)).toBeNull();
    }
  });
});
