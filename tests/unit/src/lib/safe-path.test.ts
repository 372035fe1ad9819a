import { describe, expect, it } from 'vitest';
import { sanitizeFrom } from '../../../../src/lib/safe-path.ts';

describe('sanitizeFrom', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(sanitizeFrom('/attendee/store')).toBe('/attendee/store');
    expect(sanitizeFrom('/staff/prizes/abc?tab=wheel#x')).toBe('/staff/prizes/abc?tab=wheel#x');
  });

  it('refuses anything that could leave the site', () => {
    expect(sanitizeFrom('https://evil.example/')).toBeNull();
    expect(sanitizeFrom('//evil.example/path')).toBeNull();
    expect(sanitizeFrom('/\\evil.example')).toBeNull();
    expect(sanitizeFrom('javascript:alert(1)')).toBeNull();
    expect(sanitizeFrom('attendee/store')).toBeNull();
    expect(sanitizeFrom('/\tevil')).toBeNull();
  });

  it('refuses empty values and sign-in pages (which would loop)', () => {
    expect(sanitizeFrom(null)).toBeNull();
    expect(sanitizeFrom(undefined)).toBeNull();
    expect(sanitizeFrom('')).toBeNull();
    expect(sanitizeFrom('/login?from=/x')).toBeNull();
    expect(sanitizeFrom('/signup')).toBeNull();
    expect(sanitizeFrom('/register/1b4e28ba-2fa1-41d2-883f-0016d3cca427')).toBeNull();
    expect(sanitizeFrom('/loginx')).toBe('/loginx');
  });
});
