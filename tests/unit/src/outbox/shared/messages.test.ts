import { describe, expect, it } from 'vitest';
import { isPageToSwMessage } from '../../../../../src/offline/sw-messages.ts';
import { isSwToPageMessage } from '../../../../../src/outbox/shared/messages.ts';

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
