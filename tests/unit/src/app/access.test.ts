import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/runtime';
import { decideAccess, homeFor, landingFor, menuFor } from '../../../../src/app/access.ts';
import type { Viewer } from '../../../../src/app/access.ts';

const attendee: Viewer = { type: 'attendee', isAdmin: false };
const sponsor: Viewer = { type: 'company', isAdmin: false };
const staff: Viewer = { type: 'staff', isAdmin: false };
const admin: Viewer = { type: 'staff', isAdmin: true };
const CARD = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

const ATTENDEE_PATHS = [
  '/attendee/profile',
  '/attendee/slots',
  '/attendee/wheel',
  '/attendee/badgedex',
  '/attendee/leaderboard',
  '/attendee/store',
  '/attendee/inventory',
  '/attendee/identifier',
  '/badge/12',
  '/product/3',
];
const STAFF_PATHS = [
  '/staff/prizes',
  `/staff/prizes/${CARD}`,
  '/staff/identifier',
  '/staff/leaderboard',
  '/staff/cv',
];
const SPONSOR_PATHS = ['/sponsor/scanner', '/sponsor/visitors'];

function kindFor(viewer: Viewer | null, path: string) {
  return decideAccess(viewer, path).kind;
}

describe('decideAccess: who may open what (seed-spec §2, §6)', () => {
  it('lets each type open exactly its own screens', () => {
    for (const path of ATTENDEE_PATHS) {
      expect([path, kindFor(attendee, path)]).toEqual([path, 'allow']);
      expect([path, kindFor(staff, path)]).toEqual([path, 'redirect']);
      expect([path, kindFor(sponsor, path)]).toEqual([path, 'redirect']);
    }
    for (const path of STAFF_PATHS) {
      expect([path, kindFor(staff, path)]).toEqual([path, 'allow']);
      expect([path, kindFor(attendee, path)]).toEqual([path, 'redirect']);
      expect([path, kindFor(sponsor, path)]).toEqual([path, 'redirect']);
    }
    for (const path of SPONSOR_PATHS) {
      expect([path, kindFor(sponsor, path)]).toEqual([path, 'allow']);
      expect([path, kindFor(attendee, path)]).toEqual([path, 'redirect']);
      expect([path, kindFor(staff, path)]).toEqual([path, 'redirect']);
    }
  });

  it('opens /staff/badges to staff and sponsors, /attendees/:id to all three types', () => {
    expect(kindFor(staff, '/staff/badges')).toBe('allow');
    expect(kindFor(sponsor, '/staff/badges')).toBe('allow');
    expect(kindFor(attendee, '/staff/badges')).toBe('redirect');
    for (const viewer of [attendee, staff, sponsor])
      expect(kindFor(viewer, `/attendees/${CARD}`)).toBe('allow');
  });

  it('opens /staff/spotlights to admin staff only', () => {
    expect(kindFor(admin, '/staff/spotlights')).toBe('allow');
    expect(decideAccess(staff, '/staff/spotlights')).toEqual({ kind: 'redirect', to: '/404' });
    expect(kindFor(sponsor, '/staff/spotlights')).toBe('redirect');
  });

  it('opens the organiser console to admin staff only (issue 13)', () => {
    for (const path of ['/admin']) {
      expect(kindFor(admin, path)).toBe('allow');
      expect(decideAccess(staff, path)).toEqual({ kind: 'redirect', to: '/404' });
      for (const viewer of [attendee, sponsor]) expect(kindFor(viewer, path)).toBe('redirect');
      expect(decideAccess(null, path).kind).toBe('login');
    }
  });

  it('sends a disallowed user to /404', () => {
    expect(decideAccess(attendee, '/sponsor/scanner')).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('sends nobody to /login with the path and query as an encoded `from`', () => {
    expect(decideAccess(null, '/attendee/store', '?sort=price')).toEqual({
      kind: 'login',
      to: '/login?from=%2Fattendee%2Fstore%3Fsort%3Dprice',
      cardId: null,
    });
  });

  it('flags a card link for the is_registered check only when its id is a UUID', () => {
    const decision = decideAccess(null, `/attendees/${CARD.toUpperCase()}`);
    expect(decision).toEqual({
      kind: 'login',
      to: `/login?from=${encodeURIComponent(`/attendees/${CARD.toUpperCase()}`)}`,
      cardId: CARD,
    });
    expect(decideAccess(null, '/attendees/john_doe')).toMatchObject({ kind: 'login', cardId: null });
    expect(decideAccess(null, `/badge/${CARD}`)).toMatchObject({ kind: 'login', cardId: null });
  });

  it('lets anyone open the public pages, and unknown paths reach the 404 page', () => {
    for (const path of ['/', '/forgot-password', '/reset', '/404', '/no/such/page']) {
      expect(kindFor(null, path)).toBe('allow');
      expect(kindFor(attendee, path)).toBe('allow');
    }
    expect(decideAccess(null, '/no/such/page')).toMatchObject({ route: { path: '*' } });
  });

  it('sends a signed-in user away from the sign-in pages to `from` or their landing', () => {
    expect(kindFor(null, '/login')).toBe('allow');
    expect(kindFor(null, `/register/${CARD}`)).toBe('allow');
    expect(decideAccess(attendee, '/login')).toEqual({ kind: 'redirect', to: '/attendee/profile' });
    expect(decideAccess(staff, '/signup')).toEqual({ kind: 'redirect', to: '/staff/badges' });
    expect(decideAccess(sponsor, '/login', '?from=%2Fstaff%2Fbadges')).toEqual({
      kind: 'redirect',
      to: '/staff/badges',
    });
    expect(decideAccess(sponsor, '/login', '?from=https://evil.example')).toEqual({
      kind: 'redirect',
      to: '/sponsor/scanner',
    });
  });
});

describe('landing and menu', () => {
  it('lands each type on its home (seed-spec §2)', () => {
    expect(homeFor(attendee)).toBe('/attendee/profile');
    expect(homeFor(sponsor)).toBe('/sponsor/scanner');
    expect(homeFor(staff)).toBe('/staff/badges');
    expect(homeFor(admin)).toBe('/staff/badges');
  });

  it('lets a safe `from` win over the home, and only a safe one', () => {
    expect(landingFor(attendee, '/attendee/store?x=1')).toBe('/attendee/store?x=1');
    expect(landingFor(attendee, '//evil.example')).toBe('/attendee/profile');
    expect(landingFor(staff, 'https://evil.example')).toBe('/staff/badges');
    expect(landingFor(staff, null)).toBe('/staff/badges');
  });

  it("builds each type's menu from the route table", () => {
    const labels = (viewer: Viewer) => menuFor(viewer).map((item) => i18n._(item.label));
    expect(labels(attendee)).toEqual([
      'Profile',
      'Slots',
      'Wheel',
      'Badgedex',
      'Leaderboard',
      'Store',
      'Inventory',
      'Identifier',
      'Map',
      'Programme',
      'Speakers',
      'Sponsors',
      'Outbox',
    ]);
    const programme = ['Programme', 'Speakers', 'Sponsors'];
    // Issue 23: a sponsor's menu has no Badges (the screen stays open to them, seed-spec §2).
    expect(labels(sponsor)).toEqual(['Scanner', 'Visitors', ...programme, 'Outbox']);
    expect(labels(staff)).toEqual([
      'Badges',
      'Prizes',
      'Identifier',
      'Leaderboard',
      'CV',
      ...programme,
      'Outbox',
    ]);
    expect(labels(admin)).toEqual([
      'Badges',
      'Prizes',
      'Identifier',
      'Leaderboard',
      'CV',
      'Spotlights',
      ...programme,
      'Event setup',
      'Outbox',
    ]);
  });

  it('gives a signed-out visitor the public programme menu, each entry open to them (issue 22)', () => {
    expect(menuFor(null).map((item) => ({ ...item, label: i18n._(item.label) }))).toEqual([
      { path: '/schedule', label: 'Programme' },
      { path: '/speakers', label: 'Speakers' },
      { path: '/sponsors', label: 'Sponsors' },
    ]);
    for (const path of ['/schedule', '/schedule/abc', '/speakers', '/speakers/3', '/sponsors']) {
      expect(decideAccess(null, path).kind).toBe('allow');
    }
  });

  it('only lists paths the user may open', () => {
    for (const viewer of [attendee, sponsor, staff, admin]) {
      for (const item of menuFor(viewer)) expect(decideAccess(viewer, item.path).kind).toBe('allow');
    }
  });
});
