import { describe, expect, it } from 'vitest';
import { cardLinkTarget } from '../../../../src/app/card-link.ts';

const CARD = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const LOGIN = `/login?from=${encodeURIComponent(`/attendees/${CARD}`)}`;

describe('cardLinkTarget', () => {
  it('sends an unregistered card to sign-up with that card', async () => {
    const asked: string[] = [];
    const target = await cardLinkTarget(CARD, LOGIN, (id) => {
      asked.push(id);
      return Promise.resolve(false);
    });
    expect(target).toBe(`/register/${CARD}`);
    expect(asked).toEqual([CARD]);
  });

  it('sends a registered card to sign in, keeping the return path', async () => {
    expect(await cardLinkTarget(CARD, LOGIN, () => Promise.resolve(true))).toBe(LOGIN);
  });

  it('falls back to sign in when the check fails', async () => {
    expect(await cardLinkTarget(CARD, LOGIN, () => Promise.reject(new Error('offline')))).toBe(LOGIN);
  });
});
