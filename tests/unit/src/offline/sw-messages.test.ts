import { describe, expect, it } from 'vitest';
import { isPageToSwMessage, isSwToPageMessage } from '../../../../src/offline/sw-messages.ts';

describe('isPageToSwMessage', () => {
  it('accepts the OUTBOX_QUIESCE then SKIP_WAITING messages applyUpdate() posts', () => {
    expect(isPageToSwMessage({ type: 'OUTBOX_QUIESCE' })).toBe(true);
    expect(isPageToSwMessage({ type: 'SKIP_WAITING' })).toBe(true);
  });

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

describe('outbox messages', () => {
  it('accepts the outbox messages a page posts, with their fields', () => {
    expect(isPageToSwMessage({ type: 'OUTBOX_SYNC', reason: 'online' })).toBe(true);
    expect(isPageToSwMessage({ type: 'OUTBOX_RETRY', id: 'row-1' })).toBe(true);
    expect(isPageToSwMessage({ type: 'OUTBOX_DISCARD', id: 'row-1' })).toBe(true);
    expect(isPageToSwMessage({ type: 'OUTBOX_RETRY' })).toBe(false);
    expect(isPageToSwMessage({ type: 'OUTBOX_SYNC' })).toBe(false);
  });

  it('recognises what the SW broadcasts', () => {
    expect(isSwToPageMessage({ type: 'OUTBOX_CHANGED', user: '7', settled: [] })).toBe(true);
    expect(isSwToPageMessage({ type: 'OUTBOX_CHANGED', user: 7, settled: [] })).toBe(false);
    expect(isSwToPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isSwToPageMessage(null)).toBe(false);
  });
});
