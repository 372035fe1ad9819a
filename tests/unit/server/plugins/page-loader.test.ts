import crypto from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_META, FONTS_CLASS, FONTS_SEEN_KEY } from '#contract/constants';
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

type Listener = () => void;

/**
 * The loader run in a page of its own making: a window whose 'load' the test fires, a paint
 * observer whose first paint the test reports (null: a browser without paint timing), the root's
 * classes and the stored keys.
 */
function loaderPage(opts: { stored?: Record<string, string>; paintTiming?: boolean } = {}) {
  const listeners = new Map<string, Listener[]>();
  const on = (type: string, listener: Listener) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const classes = new Set<string>();
  const stored = new Map(Object.entries(opts.stored ?? {}));
  const observers: (() => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    #callback: (list: unknown, observer: FakePerformanceObserver) => void;
    #isOn = false;
    constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
      this.#callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.#isOn = true;
      observers.push(() => this.#isOn && this.#callback({}, this));
    }
    disconnect() {
      this.#isOn = false;
    }
  }
  const window = {
    addEventListener: on,
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
    },
    PerformanceObserver: opts.paintTiming === false ? undefined : FakePerformanceObserver,
  };
  const document = {
    documentElement: { classList: { add: (name: string) => classes.add(name) } },
    querySelector: () => null,
    addEventListener: () => undefined,
  };
  vm.runInNewContext(PAGE_LOADER, { window, document, navigator: {} });
  return {
    classes,
    stored,
    load: () => (listeners.get('load') ?? []).forEach((listener) => listener()),
    paint: () => observers.forEach((report) => report()),
  };
}

describe('a drawn page’s web fonts', () => {
  it('are asked for once the page has loaded and painted, whichever comes later', () => {
    const loadFirst = loaderPage();
    loadFirst.load();
    expect(loadFirst.classes.has(FONTS_CLASS)).toBe(false);
    loadFirst.paint();
    expect(loadFirst.classes.has(FONTS_CLASS)).toBe(true);
    expect(loadFirst.stored.get(FONTS_SEEN_KEY)).toBe('1');

    // A paint before the load is reported to the observer at once (buffered).
    const paintFirst = loaderPage();
    paintFirst.paint();
    expect(paintFirst.classes.has(FONTS_CLASS)).toBe(false);
    paintFirst.load();
    paintFirst.paint();
    expect(paintFirst.classes.has(FONTS_CLASS)).toBe(true);
  });

  it('apply at once where they were seen before, and at the load where paints are not reported', () => {
    expect(loaderPage({ stored: { [FONTS_SEEN_KEY]: '1' } }).classes.has(FONTS_CLASS)).toBe(true);
    const noPaintTiming = loaderPage({ paintTiming: false });
    expect(noPaintTiming.classes.has(FONTS_CLASS)).toBe(false);
    noPaintTiming.load();
    expect(noPaintTiming.classes.has(FONTS_CLASS)).toBe(true);
  });
});
