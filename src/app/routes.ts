// THE route table (DESIGN.md §4, seed-spec §2): path → screen → who may open it → menu label.
// The guard (access.ts), the signed-in menu and the post-login landing all read this list and
// nothing else. Order matters: a user type's menu follows it, and its first menu entry is that
// type's landing (attendee → /attendee/profile, company → /sponsor/scanner, staff → /staff/badges).
// Its screens, each loaded on demand, are screens.ts's.
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '#i18n/runtime';
import type { UserType } from '#contract/constants';
import {
  SignIn,
  Landing,
  SignUp,
  ForgotPassword,
  ResetPassword,
  NotFound,
  Profile,
  Slots,
  Wheel,
  Badgedex,
  Leaderboard,
  Store,
  Inventory,
  Identifier,
  VenueMap,
  Attendee,
  Badge,
  Product,
  Scanner,
  Visitors,
  Outbox,
  Badges,
  Prizes,
  PrizeDelivery,
  StaffIdentifier,
  Cv,
  Spotlights,
  Schedule,
  SessionPage,
  Speakers,
  Speaker,
  Sponsors,
  Console,
} from './screens.ts';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export type RouteAccess =
  /**
   * Anyone, signed in or not. `isInShell`: inside the signed-in layout for a signed-in user and the
   * public frame otherwise (the programme), rather than a page of its own (sign-in, landing).
   */
  | { kind: 'public'; isInShell?: boolean }
  /** Signed-out visitors; a signed-in user is sent on to `from` or their landing. */
  | { kind: 'guest' }
  | {
      kind: 'signed-in';
      types: readonly UserType[];
      isAdminOnly?: boolean;
      /** `/attendees/:id` from a card's QR: an anonymous visitor with an unregistered card signs up. */
      isCardLink?: boolean;
    };

export type AppRoute = {
  path: string;
  /** The tab title's first half, "<title> · <event>" (document-title.tsx): one per screen. */
  title: MessageDescriptor;
  screen: ComponentType;
  access: RouteAccess;
  /** Label in the signed-in menu; routes without one are reached through links. */
  menuLabel?: MessageDescriptor;
  /** The types whose menu lists it, when fewer than may open it (issue 23: not a sponsor's Badges). */
  menuTypes?: readonly UserType[];
};

const attendee = { kind: 'signed-in', types: ['attendee'] } as const;
const staff = { kind: 'signed-in', types: ['staff'] } as const;
const admin = { ...staff, isAdminOnly: true } as const;
const sponsor = { kind: 'signed-in', types: ['company'] } as const;

const programme = { kind: 'public', isInShell: true } as const;

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: msg`Welcome`, access: { kind: 'public' }, screen: Landing },
  { path: LOGIN_PATH, title: msg`Sign in`, access: { kind: 'guest' }, screen: SignIn },
  { path: '/signup', title: msg`Register your card`, access: { kind: 'guest' }, screen: SignUp },
  { path: '/register/:uuid', title: msg`Register your card`, access: { kind: 'guest' }, screen: SignUp },
  {
    path: '/forgot-password',
    title: msg`Forgot password`,
    access: { kind: 'public' },
    screen: ForgotPassword,
  },
  { path: '/reset', title: msg`New password`, access: { kind: 'public' }, screen: ResetPassword },
  { path: NOT_FOUND_PATH, title: msg`Not found`, access: { kind: 'public' }, screen: NotFound },

  {
    path: '/attendee/profile',
    title: msg`Profile`,
    menuLabel: msg`Profile`,
    access: attendee,
    screen: Profile,
  },
  { path: '/attendee/slots', title: msg`Slots`, menuLabel: msg`Slots`, access: attendee, screen: Slots },
  { path: '/attendee/wheel', title: msg`Wheel`, menuLabel: msg`Wheel`, access: attendee, screen: Wheel },
  {
    path: '/attendee/badgedex',
    title: msg`Badgedex`,
    menuLabel: msg`Badgedex`,
    access: attendee,
    screen: Badgedex,
  },
  {
    path: '/attendee/leaderboard',
    title: msg`Leaderboard`,
    menuLabel: msg`Leaderboard`,
    access: attendee,
    screen: Leaderboard,
  },
  { path: '/attendee/store', title: msg`Store`, menuLabel: msg`Store`, access: attendee, screen: Store },
  {
    path: '/attendee/inventory',
    title: msg`Inventory`,
    menuLabel: msg`Inventory`,
    access: attendee,
    screen: Inventory,
  },
  {
    path: '/attendee/identifier',
    title: msg`Your code`,
    menuLabel: msg`Identifier`,
    access: attendee,
    screen: Identifier,
  },
  { path: '/attendee/map', title: msg`Venue map`, menuLabel: msg`Map`, access: attendee, screen: VenueMap },
  {
    path: '/attendees/:id',
    title: msg`Attendee`,
    access: { kind: 'signed-in', types: ['attendee', 'staff', 'company'], isCardLink: true },
    screen: Attendee,
  },
  { path: '/badge/:id', title: msg`Badge`, access: attendee, screen: Badge },
  { path: '/product/:id', title: msg`Product`, access: attendee, screen: Product },

  {
    path: '/sponsor/scanner',
    title: msg`Scanner`,
    menuLabel: msg`Scanner`,
    access: sponsor,
    screen: Scanner,
  },
  {
    path: '/sponsor/visitors',
    title: msg`Visitors`,
    menuLabel: msg`Visitors`,
    access: sponsor,
    screen: Visitors,
  },

  // Sponsors may open the badge screen too (seed-spec §2), but their menu leaves it out (issue 23):
  // any badge they open there gives their booth badge, which their Scanner already does.
  {
    path: '/staff/badges',
    title: msg`Badges`,
    menuLabel: msg`Badges`,
    menuTypes: ['staff'],
    access: { kind: 'signed-in', types: ['staff', 'company'] },
    screen: Badges,
  },
  { path: '/staff/prizes', title: msg`Prizes`, menuLabel: msg`Prizes`, access: staff, screen: Prizes },
  { path: '/staff/prizes/:id', title: msg`Prize delivery`, access: staff, screen: PrizeDelivery },
  {
    path: '/staff/identifier',
    title: msg`Identifier`,
    menuLabel: msg`Identifier`,
    access: staff,
    screen: StaffIdentifier,
  },
  // The attendee leaderboard owns the data; staff open the same screen (STYLE.md, src/ by feature).
  {
    path: '/staff/leaderboard',
    title: msg`Leaderboard`,
    menuLabel: msg`Leaderboard`,
    access: staff,
    screen: Leaderboard,
  },
  { path: '/staff/cv', title: msg`CV`, menuLabel: msg`CV`, access: staff, screen: Cv },
  {
    path: '/staff/spotlights',
    title: msg`Spotlights`,
    menuLabel: msg`Spotlights`,
    access: admin,
    screen: Spotlights,
  },

  // After every role's own screens, so each type's landing (its first menu entry) stays as it was.
  {
    path: '/schedule',
    title: msg`Programme`,
    menuLabel: msg`Programme`,
    access: programme,
    screen: Schedule,
  },
  { path: '/schedule/:id', title: msg`Session`, access: programme, screen: SessionPage },
  { path: '/speakers', title: msg`Speakers`, menuLabel: msg`Speakers`, access: programme, screen: Speakers },
  { path: '/speakers/:id', title: msg`Speaker`, access: programme, screen: Speaker },
  { path: '/sponsors', title: msg`Sponsors`, menuLabel: msg`Sponsors`, access: programme, screen: Sponsors },

  {
    path: '/admin',
    title: msg`Event setup`,
    menuLabel: msg`Event setup`,
    access: admin,
    screen: Console,
  },

  // Every signed-in user queues writes (buys, scans, awards, deliveries): DESIGN.md §5.
  {
    path: '/outbox',
    title: msg`Outbox`,
    menuLabel: msg`Outbox`,
    access: { kind: 'signed-in', types: ['attendee', 'staff', 'company'] },
    screen: Outbox,
  },

  { path: '*', title: msg`Not found`, access: { kind: 'public' }, screen: NotFound },
];
