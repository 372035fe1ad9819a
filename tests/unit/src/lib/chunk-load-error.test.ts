import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../../../src/lib/chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it("knows each browser's dynamic import refusal and Vite's CSS preload failure", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app.test/assets/slots-screen-CzY4Mq-X.js',
      'error loading dynamically imported module: https://app.test/assets/slots-screen-CzY4Mq-X.js',
      'Importing a module script failed.',
      'Unable to preload CSS for https://app.test/assets/slots-screen-B1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
