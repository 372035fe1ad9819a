// The preview of a shared link (issue 26): each public screen of the client's route table has its
// page in the server's table, titled as the client titles it, and the tags say the event's dates.
import { i18n } from '#i18n/runtime';
import { describe, expect, it, vi } from 'vitest';
import {
  eventDatesText,
  metaTags,
  pageMeta,
  PUBLIC_PAGES,
  publicPageOf,
} from '../../../../server/event/public-page-rules.ts';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { ROUTES } = await import('../../../../src/app/routes.ts');

const EVENT = {
  name: 'Confetti Conf 2026',
  dates: '27–30 November 2026',
  origin: 'https://app.example',
  image: 'https://app.example/icons/icon-512.png',
};

describe('public pages', () => {
  it('has a page for every public screen of the route table, with the client’s title', () => {
    const publicRoutes = ROUTES.filter(
      (route) =>
        route.access.kind !== 'signed-in' && route.path !== '*' && i18n._(route.title) !== 'Not found',
    );
    expect(publicRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of publicRoutes) {
      const sample = route.path.replace(/:[a-z]+/gi, '42');
      expect(publicPageOf(sample)?.page.title, route.path).toBe(i18n._(route.title));
    }
    expect(Object.keys(PUBLIC_PAGES)).toHaveLength(publicRoutes.length);
  });

  it('matches a page with or without a trailing slash, one segment per :id, and nothing else', () => {
    expect(publicPageOf('/schedule/')?.route).toBe('/schedule');
    expect(publicPageOf('/schedule/17')?.route).toBe('/schedule/:id');
    expect(publicPageOf('/schedule/17/x')).toBeNull();
    expect(publicPageOf('/attendee/profile')).toBeNull();
    expect(publicPageOf('/login.php')).toBeNull();
  });

  // ICU's spacing around the dash differs between versions (thin spaces or none).
  it('writes the event’s days as a range, or one day', () => {
    expect(eventDatesText({ start: new Date('2026-11-27T00:00:00Z'), days: 4 })).toMatch(
      /^27\s?–\s?30 November 2026$/u,
    );
    expect(eventDatesText({ start: new Date('2026-11-30T00:00:00Z'), days: 2 })).toMatch(
      /^30 November\s?–\s?1 December 2026$/u,
    );
    expect(eventDatesText({ start: new Date('2027-03-15T00:00:00Z'), days: 1 })).toBe('15 March 2027');
  });

  it('titles and describes a page with the event, and escapes what it writes', () => {
    const meta = pageMeta(PUBLIC_PAGES['/login']!, EVENT, '/login');
    expect(meta.title).toBe('Sign in · Confetti Conf 2026');
    expect(meta.description).toBe(
      'Sign in to your badges, tokens and programme at Confetti Conf 2026, 27–30 November 2026.',
    );
    expect(meta.url).toBe('https://app.example/login');
    const tags = metaTags(pageMeta(null, { ...EVENT, name: 'Rock & "Roll" <Conf>' }, '/'));
    expect(tags).toContain('content="Rock &amp; &quot;Roll&quot; &lt;Conf&gt;"');
    expect(tags).not.toMatch(/content="[^"]*[<>][^"]*"/);
  });
});
