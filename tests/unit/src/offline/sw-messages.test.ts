import { describe, expect, it } from 'vitest';
import { isPageToSwMessage } from '../../../../src/offline/sw-messages.ts';

describe('isPageToSwMessage', () => {
  it('accepts the OUTBOX_QUIESCE then SKIP_WAITING messages applyUpdate() posts', () => {
    expect(isPageToSwMessage({ type: 'OUTBOX_QUIESCE' })).toBe(true);
    expect(isPageToSwMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });

  it('accepts the PRECACHE_KEEP a page posts with its language or its user’s type', () => {
    expect(isPageToSwMessage({ type: 'PRECACHE_KEEP', locales: ['pt-PT'], userTypes: [] })).toBe(true);
    expect(isPageToSwMessage({ type: 'PRECACHE_KEEP', locales: [], userTypes: ['company'] })).toBe(true);
  });

  it.each([
    { type: 'PRECACHE_KEEP' },
    { type: 'PRECACHE_KEEP', locales: ['de'], userTypes: [] },
    { type: 'PRECACHE_KEEP', locales: [], userTypes: ['root'] },
    { type: 'PRECACHE_KEEP', locales: 'en', userTypes: [] },
  ])('rejects a PRECACHE_KEEP without its lists of languages and user types: %j', (data) =>
    expect(isPageToSwMessage(data)).toBe(false),
  );

  it.each([
    null,
    undefined,
    'SKIP_WAITING',
    42,
    {},
    { type: 'skip_waiting' },
    { type: 1 },
    { kind: 'SKIP_WAITING' },
  ])('rejects %j', (data) => expect(isPageToSwMessage(data)).toBe(false));
});
