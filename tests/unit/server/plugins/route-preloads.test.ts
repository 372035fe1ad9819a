import { describe, expect, it } from 'vitest';
import {
  matchesRoute,
  routePreloadOf,
  withRoutePreloads,
} from '../../../../server/plugins/route-preloads.ts';

const ROUTES = [
  { path: '/login', files: [], styles: [], catalogs: {} },
  {
    path: '/attendee/profile',
    files: ['/assets/profile-screen-a.js', '/assets/data-b.js'],
    styles: ['/assets/profile-screen-a.css'],
    catalogs: {},
  },
  { path: '/attendees/:id', files: ['/assets/attendee-screen-c.js'], styles: [], catalogs: {} },
  { path: '*', files: ['/assets/not-found-screen-d.js'], styles: [], catalogs: {} },
];

describe('route preloads', () => {
  it('matches a path as the router does: parameters, a trailing slash, any case', () => {
    expect(matchesRoute('/attendees/:id', '/attendees/42')).toBe(true);
    expect(matchesRoute('/attendees/:id', '/attendees/')).toBe(false);
    expect(matchesRoute('/attendee/profile', '/Attendee/Profile/')).toBe(true);
    expect(matchesRoute('/attendee/profile', '/attendee/profile/x')).toBe(false);
    expect(matchesRoute('*', '/anything/at/all')).toBe(true);
  });

  it('takes the first route of the table that matches, the catch-all last', () => {
    expect(routePreloadOf(ROUTES, '/attendee/profile')?.files).toEqual(ROUTES[1]?.files);
    expect(routePreloadOf(ROUTES, '/login')?.files).toEqual([]);
    expect(routePreloadOf(ROUTES, '/nowhere')?.path).toBe('*');
  });

  it('writes each file as a modulepreload before </head>, and nothing for none', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withRoutePreloads(page, [])).toBe(page);
    expect(withRoutePreloads(page, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/b.js">\n</head><body></body></html>',
    );
  });

  it("links a drawn page's stylesheets before its preloads, so it paints styled before its JS", () => {
    const page = '<html><head></head><body></body></html>';
    expect(withRoutePreloads(page, [], ['/assets/s.css'])).toBe(
      '<html><head><link rel="stylesheet" crossorigin href="/assets/s.css">\n</head><body></body></html>',
    );
    expect(withRoutePreloads(page, ['/assets/a.js'], ['/assets/s.css'])).toBe(
      '<html><head><link rel="stylesheet" crossorigin href="/assets/s.css">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">\n</head><body></body></html>',
    );
  });
});
