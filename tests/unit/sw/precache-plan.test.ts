import { describe, expect, it } from 'vitest';
import {
  asKeeps,
  installKeeps,
  isKept,
  leftOutBy,
  precacheFetches,
  taggedUrls,
  withKeeps,
  type Keeps,
  type ShellEntry,
} from '../../../sw/precache-plan.ts';

const origin = 'https://confetti.test';
// As PrecacheController.getURLsToCacheKeys has them: a hashed file keyed by its URL, a
// revisioned one by its URL plus __WB_REVISION__.
const list = new Map([
  [`${origin}/assets/index-B1a2c3.js`, `${origin}/assets/index-B1a2c3.js`],
  [`${origin}/index.html`, `${origin}/index.html?__WB_REVISION__=abc`],
]);

describe('precacheFetches', () => {
  it('fetches a hashed file through the HTTP cache and a revisioned one past it', () => {
    expect(precacheFetches(list, new Set())).toEqual([
      {
        url: `${origin}/assets/index-B1a2c3.js`,
        cacheKey: `${origin}/assets/index-B1a2c3.js`,
        cacheMode: 'default',
      },
      {
        url: `${origin}/index.html`,
        cacheKey: `${origin}/index.html?__WB_REVISION__=abc`,
        cacheMode: 'reload',
      },
    ]);
  });

  it('skips what the cache holds under the same key, and only that', () => {
    const cached = new Set([`${origin}/index.html?__WB_REVISION__=old`, `${origin}/assets/index-B1a2c3.js`]);
    expect(precacheFetches(list, cached).map((f) => f.cacheKey)).toEqual([
      `${origin}/index.html?__WB_REVISION__=abc`,
    ]);
  });
});

describe('precacheFetches, with files left out', () => {
  it('fetches none of them, cached or not', () => {
    const leftOut = new Set([`${origin}/assets/index-B1a2c3.js`]);
    expect(precacheFetches(list, new Set(), leftOut).map((f) => f.url)).toEqual([`${origin}/index.html`]);
  });
});

// Tagged as scripts/precache-tags-plugin.ts tags them.
const entries: (ShellEntry | string)[] = [
  { url: 'index.html', revision: 'abc' },
  { url: 'assets/core-Aa1.js', revision: null },
  { url: 'assets/messages-en-k1.js', revision: null, locale: 'en' },
  { url: 'assets/messages-pt-PT-k1.js', revision: null, locale: 'pt-PT' },
  { url: 'assets/prizes-screen-Bb2.js', revision: null, userTypes: ['staff'] },
  { url: 'assets/scan-station-Cc3.js', revision: null, userTypes: ['company', 'staff'] },
  { url: 'assets/messages-en-k2.js', revision: null, locale: 'en', userTypes: ['company'] },
  'legacy.js',
];
const tagged = taggedUrls(entries, `${origin}/sw.js`);
const left = (keeps: Keeps) => [...leftOutBy(tagged, keeps)].map((url) => url.slice(origin.length)).sort();

describe('which tagged files a device leaves out of its install', () => {
  it('knows the tagged entries by their absolute URL', () => {
    expect([...tagged.keys()]).toEqual([
      `${origin}/assets/messages-en-k1.js`,
      `${origin}/assets/messages-pt-PT-k1.js`,
      `${origin}/assets/prizes-screen-Bb2.js`,
      `${origin}/assets/scan-station-Cc3.js`,
      `${origin}/assets/messages-en-k2.js`,
    ]);
  });

  it('an attendee in English: the other language and every staff and sponsor file', () => {
    expect(left({ locales: ['en'], userTypes: [] })).toEqual([
      '/assets/messages-en-k2.js',
      '/assets/messages-pt-PT-k1.js',
      '/assets/prizes-screen-Bb2.js',
      '/assets/scan-station-Cc3.js',
    ]);
  });

  it('a sponsor in Portuguese: English, and staff’s own files', () => {
    expect(left({ locales: ['pt-PT'], userTypes: ['company'] })).toEqual([
      '/assets/messages-en-k1.js',
      '/assets/messages-en-k2.js',
      '/assets/prizes-screen-Bb2.js',
    ]);
  });

  it('a device that kept both languages and both types: nothing', () => {
    expect(left({ locales: ['en', 'pt-PT'], userTypes: ['company', 'staff'] })).toEqual([]);
  });

  it('isKept needs each of an entry’s marks kept', () => {
    expect(isKept({ locale: 'en', userTypes: ['company'] }, { locales: ['en'], userTypes: ['staff'] })).toBe(
      false,
    );
    expect(
      isKept({ locale: 'en', userTypes: ['company'] }, { locales: ['en'], userTypes: ['company'] }),
    ).toBe(true);
    expect(isKept({}, { locales: [], userTypes: [] })).toBe(true);
  });
});

describe('what a device keeps', () => {
  it('before any page asked for a language, the browser’s first that Confetti speaks, else English', () => {
    expect(installKeeps(null, ['pt-PT', 'en'])).toEqual({ locales: ['pt-PT'], userTypes: [] });
    expect(installKeeps(null, ['pt-BR'])).toEqual({ locales: ['pt-PT'], userTypes: [] });
    expect(installKeeps(null, ['de-DE', 'fr'])).toEqual({ locales: ['en'], userTypes: [] });
    expect(installKeeps({ locales: [], userTypes: ['staff'] }, ['en-US'])).toEqual({
      locales: ['en'],
      userTypes: ['staff'],
    });
  });

  it('once a page asked, what the pages asked, whatever the browser’s languages', () => {
    expect(installKeeps({ locales: ['pt-PT'], userTypes: [] }, ['en-US'])).toEqual({
      locales: ['pt-PT'],
      userTypes: [],
    });
  });

  it('adds what a page asks to what was asked before, once each', () => {
    const asked = withKeeps(
      { locales: ['pt-PT'], userTypes: [] },
      { locales: ['en', 'pt-PT'], userTypes: ['staff'] },
    );
    expect(asked).toEqual({ locales: ['en', 'pt-PT'], userTypes: ['staff'] });
    expect(withKeeps(asked, { userTypes: ['company'] })).toEqual({
      locales: ['en', 'pt-PT'],
      userTypes: ['company', 'staff'],
    });
  });

  it('reads a stored record back, and nothing else', () => {
    expect(asKeeps({ locales: ['en', 'xx'], userTypes: ['staff', 'root'] })).toEqual({
      locales: ['en'],
      userTypes: ['staff'],
    });
    for (const data of [null, 'en', {}, { locales: 'en', userTypes: [] }]) expect(asKeeps(data)).toBeNull();
  });
});
