import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONTS_CLASS } from '#contract/constants';
import { loadFonts } from '../../../../src/ui/fonts.ts';

afterEach(() => vi.unstubAllGlobals());

/** The root element's class list, where the web fonts are switched on (ui/theme.css). */
const root = () => ({ documentElement: { classList: new Set<string>() } });

describe('loadFonts', () => {
  it('requests both faces of fonts.css', () => {
    const load = vi.fn((_face: string) => Promise.resolve([]));
    const page = { ...root(), fonts: { load } };
    vi.stubGlobal('document', page);
    loadFonts();
    expect(load.mock.calls.map(([face]) => face)).toEqual([
      '1em "Inter Variable"',
      '700 1em "Space Grotesk Variable"',
    ]);
    // And the page's text uses them from then on (issue 26: not before the app or the page's load).
    expect(page.documentElement.classList.has(FONTS_CLASS)).toBe(true);
  });

  it('leaves the system font in place when a face fails to load, with no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('document', { ...root(), fonts: { load: () => Promise.reject(new Error('offline')) } });
    expect(() => loadFonts()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no font loading API', () => {
    vi.stubGlobal('document', root());
    expect(() => loadFonts()).not.toThrow();
  });
});
