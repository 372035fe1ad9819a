import { describe, expect, it } from 'vitest';
import { isPageToSwMessage } from '../../../../src/offline/sw-messages.ts';

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
