// The browser floor of the suites (issue 30): a browser older than the one the suites were proven
// on is refused with a clear message before its driver fails on a protocol error.
import { describe, expect, it } from 'vitest';
import { isAtLeast, OLDEST_SUPPORTED, parseVersion } from '../engines/drivers/versions.ts';

describe('the supported browser versions', () => {
  it('reads the version each browser prints', () => {
    expect(parseVersion('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)')).toEqual([
      156, 0, 8078, 108,
    ]);
    expect(parseVersion('Mozilla Firefox 153.7.0esr')).toEqual([153, 7, 0]);
    expect(parseVersion('WebKitGTK 2.50.6-1~deb12u2')).toEqual([2, 50, 6]);
    expect(parseVersion('no version here')).toBeNull();
  });

  it('refuses the browsers of an older package index and takes the proven ones', () => {
    expect(isAtLeast([150, 0, 7871, 100], OLDEST_SUPPORTED.chromium)).toBe(false);
    expect(isAtLeast([140, 12, 0], OLDEST_SUPPORTED.firefox)).toBe(false);
    expect(isAtLeast([2, 48, 3], OLDEST_SUPPORTED.webkit)).toBe(false);
    expect(isAtLeast([156, 0, 8078, 108], OLDEST_SUPPORTED.chromium)).toBe(true);
    expect(isAtLeast([153, 7, 0], OLDEST_SUPPORTED.firefox)).toBe(true);
    expect(isAtLeast([2, 50, 6], OLDEST_SUPPORTED.webkit)).toBe(true);
    expect(isAtLeast([3, 0], OLDEST_SUPPORTED.webkit)).toBe(true);
  });
});
