// EVENT_TERMS_URL (issue 23): the terms sign-up asks consent to. Apart from config.test.ts, which
// covers the other settings, so each reads on its own.
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../server/config.ts';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('EVENT_TERMS_URL', () => {
  it('is none by default, or when blank', () => {
    expect(parseConfig({}, NOW).termsUrl).toBeNull();
    expect(parseConfig({ EVENT_TERMS_URL: '  ' }, NOW).termsUrl).toBeNull();
  });

  it('takes an http(s) link or a path on this server', () => {
    expect(parseConfig({ EVENT_TERMS_URL: 'https://conf.example/terms' }, NOW).termsUrl).toBe(
      'https://conf.example/terms',
    );
    expect(parseConfig({ EVENT_TERMS_URL: '/docs/terms.pdf' }, NOW).termsUrl).toBe('/docs/terms.pdf');
  });

  it('refuses anything a browser would not open as a page, naming the setting', () => {
    for (const bad of ['javascript:alert(1)', 'terms.html', '//evil.example/x', 'ftp://conf.example/t']) {
      expect(() => parseConfig({ EVENT_TERMS_URL: bad }, NOW), bad).toThrow(ConfigError);
      expect(() => parseConfig({ EVENT_TERMS_URL: bad }, NOW), bad).toThrow(/EVENT_TERMS_URL/);
    }
  });
});
