import { describe, expect, it } from 'vitest';
import { isCacheableImage, NAVIGATION_DENYLIST } from '../../../sw/route-match.ts';

const isDenied = (pathAndSearch: string): boolean => NAVIGATION_DENYLIST.some((re) => re.test(pathAndSearch));

describe('NAVIGATION_DENYLIST', () => {
  it.each([
    '/api',
    '/api/user',
    '/api/cv/3?download=1',
    '/socket',
    '/socket/longpoll?vsn=2.0.0',
    '/uploads/user/cvs/1/original.pdf',
  ])('lets the server answer %s', (path) => expect(isDenied(path)).toBe(true));

  it.each([
    '/',
    '/?source=pwa',
    '/login',
    '/attendee/profile',
    '/apiary',
    '/socketeers',
    '/staff/uploads-help',
  ])('serves the shell for %s', (path) => expect(isDenied(path)).toBe(false));
});

describe('isCacheableImage', () => {
  it('takes same-origin images, uploads included', () => {
    expect(isCacheableImage('image', '/uploads/attendee/avatars/7/original.png', true)).toBe(true);
    expect(isCacheableImage('image', '/badges/gold.svg', true)).toBe(true);
  });

  it('leaves cross-origin images, API paths and non-images alone', () => {
    expect(isCacheableImage('image', '/uploads/a.png', false)).toBe(false);
    expect(isCacheableImage('image', '/api/attendees/7/avatar', true)).toBe(false);
    expect(isCacheableImage('', '/uploads/a.png', true)).toBe(false);
    expect(isCacheableImage('document', '/uploads/user/cvs/1/original.pdf', true)).toBe(false);
  });
});
