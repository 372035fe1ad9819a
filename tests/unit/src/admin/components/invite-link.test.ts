// Issue 23: an invited account's row says until when its link works, or that it has expired (then
// "New link" makes another); nothing once the account has a password.
import { describe, expect, it } from 'vitest';
import { linkStatus } from '../../../../../src/admin/components/invite-link.tsx';
import { formatDayTime } from '../../../../../src/admin/local-time.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ENDS = '2026-11-29T12:00:00Z';

describe('linkStatus', () => {
  it('says until when a link out works', () => {
    expect(linkStatus({ hasPassword: false, linkExpiresAt: ENDS }, NOW)).toEqual({
      text: `Link works until ${formatDayTime(ENDS)}`,
      isExpired: false,
    });
  });

  it('says when a link has expired, and when there is none', () => {
    expect(
      linkStatus({ hasPassword: false, linkExpiresAt: ENDS }, Date.parse('2026-11-30T00:00:00Z')),
    ).toEqual({
      text: `Link expired ${formatDayTime(ENDS)}`,
      isExpired: true,
    });
    expect(linkStatus({ hasPassword: false, linkExpiresAt: null }, NOW)).toEqual({
      text: 'No working link',
      isExpired: true,
    });
  });

  it('says nothing once the account has a password', () => {
    expect(linkStatus({ hasPassword: true, linkExpiresAt: null }, NOW)).toBeNull();
  });
});

describe('formatDayTime', () => {
  it('gives the day, the date and the time, not only a weekday', () => {
    const text = formatDayTime(ENDS);
    expect(text).toMatch(/29/);
    expect(text).toMatch(/Nov/);
    expect(text).toMatch(/\d{2}:\d{2}/);
  });
});
