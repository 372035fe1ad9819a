import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFonts } from '../../../../src/ui/fonts.ts';

afterEach(() => vi.unstubAllGlobals());

describe('loadFonts', () => {
  it('requests both faces of fonts.css', () => {
    const load = vi.fn((_face: string) => Promise.resolve([]));
    vi.stubGlobal('document', { fonts: { load } });
    loadFonts();
    expect(load.mock.calls.map(([face]) => face)).toEqual([
      '1em "Inter Variable"',
      '700 1em "Space Grotesk Variable"',
    ]);
  });

  it('leaves the system font in place when a face fails to load, with no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('document', { fonts: { load: () => Promise.reject(new Error('offline')) } });
    expect(() => loadFonts()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no font loading API', () => {
    vi.stubGlobal('document', {});
    expect(() => loadFonts()).not.toThrow();
  });
});
