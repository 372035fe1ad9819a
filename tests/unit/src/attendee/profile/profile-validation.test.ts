import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarFileError,
  cvFileError,
  formatFileSize,
  normalizeReferralCode,
  referralCodeError,
} from '../../../../../src/attendee/profile/profile-validation.ts';
import { nicknameError } from '../../../../../src/attendee/profile/nickname-error.ts';

describe('nicknameError (the server rule, #contract/nickname; issue 23)', () => {
  it.each(['abc', 'Ana_S-99', 'a'.repeat(15), 'anã', 'inês', 'Zoë', 'Łukasz'])('accepts %s', (nickname) => {
    expect(nicknameError(nickname)).toBeNull();
  });
  it.each([
    ['ab', /3 to 15 characters/],
    ['a'.repeat(16), /3 to 15 characters/],
    ['ana s', /no spaces or symbols/],
    ['ana!', /no spaces or symbols/],
    ['pаypal', /one alphabet/],
  ])('refuses %s, saying why', (nickname, why) => {
    expect(nicknameError(nickname)).toMatch(why);
  });
  it('asks for one when empty', () => {
    expect(nicknameError('  ')).toBe('Enter a nickname');
  });
});

describe('avatarFileError', () => {
  it('accepts the image kinds the server takes, up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml']) {
      expect(avatarFileError({ name: 'me', type, size: 1000 })).toBeNull();
    }
    expect(avatarFileError({ name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it('refuses other kinds, empty and oversize files', () => {
    expect(avatarFileError({ name: 'me.webp', type: 'image/webp', size: 10 })).toMatch(
      /PNG, JPEG, GIF or SVG/,
    );
    expect(avatarFileError({ name: 'cv.pdf', type: 'application/pdf', size: 10 })).not.toBeNull();
    expect(avatarFileError({ name: 'me.png', type: 'image/png', size: 0 })).toMatch(/empty/);
    expect(avatarFileError({ name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'This picture is over the 5 MB limit (5.2 MB)',
    );
  });
});

describe('cvFileError', () => {
  /** The server's MAX_CV_SIZE by default, as GET /api/event answers it. */
  const CV_MAX_BYTES = 8_000_000;

  it('accepts a PDF up to 8 MB, by type or (with no type) by name', () => {
    expect(
      cvFileError({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES }, CV_MAX_BYTES),
    ).toBeNull();
    expect(cvFileError({ name: 'CV.PDF', type: '', size: 100 }, CV_MAX_BYTES)).toBeNull();
  });

  it("checks the server's limit, and leaves the size to the server before it is known", () => {
    const file = { name: 'cv.pdf', type: 'application/pdf', size: 3_000_000 };
    expect(cvFileError(file, 2_000_000)).toBe('This file is over the 2 MB limit (3 MB)');
    expect(cvFileError(file, null)).toBeNull();
  });
  it('refuses other files, empty and oversize ones', () => {
    expect(cvFileError({ name: 'cv.docx', type: 'application/msword', size: 100 }, CV_MAX_BYTES)).toBe(
      'Your CV must be a PDF file',
    );
    expect(cvFileError({ name: 'cv.pdf', type: 'image/png', size: 100 }, CV_MAX_BYTES)).toBe(
      'Your CV must be a PDF file',
    );
    expect(cvFileError({ name: 'cv.pdf', type: 'application/pdf', size: 0 }, CV_MAX_BYTES)).toMatch(/empty/);
    expect(
      cvFileError({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 }, CV_MAX_BYTES),
    ).toBe('This file is over the 8 MB limit (8 MB)');
    expect(cvFileError({ name: 'cv.pdf', type: 'application/pdf', size: 9_400_000 }, CV_MAX_BYTES)).toMatch(
      /9.4 MB/,
    );
  });
});

describe('formatFileSize', () => {
  it('reads like a person would say it', () => {
    expect(formatFileSize(800)).toBe('1 kB');
    expect(formatFileSize(245_000)).toBe('245 kB');
    expect(formatFileSize(3_000_000)).toBe('3 MB');
    expect(formatFileSize(4_250_000)).toBe('4.3 MB');
  });
});

describe('referral codes', () => {
  it('trims and lower-cases what was pasted', () => {
    expect(normalizeReferralCode('  C0FFEE00-0000-4000-8000-000000000001 ')).toBe(
      'c0ffee00-0000-4000-8000-000000000001',
    );
  });
  it('asks for a code, and refuses anything but a UUID before sending', () => {
    expect(referralCodeError('')).toBe('Enter the code you were given');
    expect(referralCodeError('WELCOME2026')).toMatch(/doesn't look like a code/);
    expect(referralCodeError(' C0FFEE00-0000-4000-8000-000000000001 ')).toBeNull();
  });
});
