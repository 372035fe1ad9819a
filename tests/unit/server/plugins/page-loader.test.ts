import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_META } from '#contract/constants';
import { PAGE_LOADER, PAGE_LOADER_HASH, withPageLoader } from '../../../../server/plugins/page-loader.ts';

const BUILT =
  '<html><head><title>x</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-b.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/core-c.js">\n' +
  '</head><body><div id="root"></div></body></html>';

describe('a drawn page’s loader', () => {
  it('takes the place of the entry script and the preloads, which it lists entry first', () => {
    const page = withPageLoader(BUILT, ['/assets/home-d.js', '/assets/core-c.js']);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    const listed = new RegExp(`<meta name="${APP_SCRIPTS_META}" content="([^"]*)">`).exec(page)?.[1];
    expect(listed?.split(' ')).toEqual([
      '/assets/index-a.js',
      '/assets/runtime-b.js',
      '/assets/core-c.js',
      '/assets/home-d.js',
    ]);
    expect(page).toContain(`<script>${PAGE_LOADER}</script>\n</head>`);
  });

  it('leaves a page with no entry script as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(withPageLoader(page, ['/assets/home-d.js'])).toBe(page);
  });

  it('is allowed by its CSP hash, and has nothing the build would have to resolve', () => {
    const digest = crypto.createHash('sha256').update(PAGE_LOADER).digest('base64');
    expect(PAGE_LOADER_HASH).toBe(`'sha256-${digest}'`);
    expect(PAGE_LOADER).not.toMatch(/\bimport\s|\bexport\s|<\/script/);
    // It parses as a classic script.
    expect(() => new Function(PAGE_LOADER)).not.toThrow();
  });
});
