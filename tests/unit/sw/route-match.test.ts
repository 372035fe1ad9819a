import { describe, expect, it } from 'vitest';
import {
  isCacheableImage,
  isCacheablePicture,
  isWorkerScript,
  NAVIGATION_DENYLIST,
} from '../../../sw/route-match.ts';

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

describe('isCacheablePicture', () => {
  const at = (href: string) => new URL(href);
  it('takes https images from another host (speaker pictures), and http on the loopback host', () => {
    expect(isCacheablePicture('image', at('https://pretalx.example.org/a.png'), false)).toBe(true);
    expect(isCacheablePicture('image', at('http://127.0.0.1:4000/a.png'), false)).toBe(true);
  });

  it('leaves same-origin images, http pictures and non-images alone', () => {
    expect(isCacheablePicture('image', at('https://app.example/a.png'), true)).toBe(false);
    expect(isCacheablePicture('image', at('http://pics.example/a.png'), false)).toBe(false);
    expect(isCacheablePicture('', at('https://pics.example/a.png'), false)).toBe(false);
    expect(isCacheablePicture('script', at('https://pics.example/a.js'), false)).toBe(false);
  });
});

describe('isWorkerScript', () => {
  it("takes this origin's worker scripts (the QR decoder), which are not precached", () => {
    expect(isWorkerScript('/assets/worker-decode-worker-BQ6AcWd.js', true)).toBe(true);
  });

  it("leaves a page's scripts, other files and other origins alone", () => {
    expect(isWorkerScript('/assets/core-6HmPJ9A.js', true)).toBe(false);
    expect(isWorkerScript('/assets/worker-decode-worker-BQ6AcWd.js.map', true)).toBe(false);
    expect(isWorkerScript('/worker-decode.js', true)).toBe(false);
    expect(isWorkerScript('/assets/worker-decode-worker-BQ6AcWd.js', false)).toBe(false);
  });
});
