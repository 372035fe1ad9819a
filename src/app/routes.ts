// THE route table (DESIGN.md §4, seed-spec §2): path → screen → who may open it → menu label.
// The guard (access.ts), the signed-in menu and the post-login landing all read this list and
// nothing else. Order matters: a user type's menu follows it, and its first menu entry is that
// type's landing (attendee → /attendee/profile, company → /sponsor/scanner, staff → /staff/badges).
// Every screen is lazy (lazy-component.tsx), sign-in too: the server preloads a route's files with
// the entry (vite.config.ts routePreloads), so /login waits on no second request, and a signed-in
// visitor's first load does not carry the sign-in form (DESIGN.md §7, issue 24).
import type { ComponentType } from 'react';
import type { UserType } from '#contract/constants';
import { firstScreenRendered } from '../deferred/after-first-screen.ts';
import { lazyComponent, type LazyComponent } from './lazy-component.tsx';

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
  title: string;
  screen: ComponentType;
  access: RouteAccess;
  /** Label in the signed-in menu; routes without one are reached through links. */
  menuLabel?: string;
  /** The types whose menu lists it, when fewer than may open it (issue 23: not a sponsor's Badges). */
  menuTypes?: readonly UserType[];
};

/** A routed screen loaded on demand; once shown, deferred JS may load (after-first-screen.ts). */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent<object> {
  return lazyComponent(load, pick, firstScreenRendered);
}

const attendee = { kind: 'signed-in', types: ['attendee'] } as const;
const staff = { kind: 'signed-in', types: ['staff'] } as const;
const admin = { ...staff, isAdminOnly: true } as const;
const sponsor = { kind: 'signed-in', types: ['company'] } as const;

const SignIn = lazyScreen(
  () => import('../auth/login-screen.tsx'),
  (m) => m.LoginScreen,
);
const Landing = lazyScreen(
  () => import('./home-screen.tsx'),
  (m) => m.HomeScreen,
);
const SignUp = lazyScreen(
  () => import('../auth/signup-screen.tsx'),
  (m) => m.SignUpScreen,
);
const ForgotPassword = lazyScreen(
  () => import('../auth/forgot-password-screen.tsx'),
  (m) => m.ForgotPasswordScreen,
);
const ResetPassword = lazyScreen(
  () => import('../auth/reset-password-screen.tsx'),
  (m) => m.ResetPasswordScreen,
);
const NotFound = lazyScreen(
  () => import('./not-found-screen.tsx'),
  (m) => m.NotFoundScreen,
);

const Profile = lazyScreen(
  () => import('../attendee/profile/profile-screen.tsx'),
  (m) => m.ProfileScreen,
);
const Slots = lazyScreen(
  () => import('../attendee/games/slots-screen.tsx'),
  (m) => m.SlotsScreen,
);
const Wheel = lazyScreen(
  () => import('../attendee/games/wheel-screen.tsx'),
  (m) => m.WheelScreen,
);
const Badgedex = lazyScreen(
  () => import('../attendee/badges/badgedex-screen.tsx'),
  (m) => m.BadgedexScreen,
);
const Leaderboard = lazyScreen(
  () => import('../attendee/leaderboard/leaderboard-screen.tsx'),
  (m) => m.LeaderboardScreen,
);
const Store = lazyScreen(
  () => import('../attendee/store/store-screen.tsx'),
  (m) => m.StoreScreen,
);
const Inventory = lazyScreen(
  () => import('../attendee/store/inventory-screen.tsx'),
  (m) => m.InventoryScreen,
);
const Identifier = lazyScreen(
  () => import('../attendee/identifier/identifier-screen.tsx'),
  (m) => m.IdentifierScreen,
);
const VenueMap = lazyScreen(
  () => import('../attendee/venue/map-screen.tsx'),
  (m) => m.MapScreen,
);
const Attendee = lazyScreen(
  () => import('../attendee/attendee-page/attendee-screen.tsx'),
  (m) => m.AttendeeScreen,
);
const Badge = lazyScreen(
  () => import('../attendee/badges/badge-screen.tsx'),
  (m) => m.BadgeScreen,
);
const Product = lazyScreen(
  () => import('../attendee/store/product-screen.tsx'),
  (m) => m.ProductScreen,
);

const Scanner = lazyScreen(
  () => import('../sponsor/scanner-screen.tsx'),
  (m) => m.ScannerScreen,
);
const Visitors = lazyScreen(
  () => import('../sponsor/visitors-screen.tsx'),
  (m) => m.VisitorsScreen,
);

const Outbox = lazyScreen(
  () => import('../outbox/outbox-screen.tsx'),
  (m) => m.OutboxScreen,
);

const Badges = lazyScreen(
  () => import('../staff/badges-screen.tsx'),
  (m) => m.BadgesScreen,
);
const Prizes = lazyScreen(
  () => import('../staff/prizes-screen.tsx'),
  (m) => m.PrizesScreen,
);
const PrizeDelivery = lazyScreen(
  () => import('../staff/prize-delivery-screen.tsx'),
  (m) => m.PrizeDeliveryScreen,
);
const StaffIdentifier = lazyScreen(
  () => import('../staff/identifier-screen.tsx'),
  (m) => m.StaffIdentifierScreen,
);
const Cv = lazyScreen(
  () => import('../staff/cv-screen.tsx'),
  (m) => m.CvScreen,
);
const Spotlights = lazyScreen(
  () => import('../staff/spotlights-screen.tsx'),
  (m) => m.SpotlightsScreen,
);

// The programme (issue 22): public, in everyone's menu.
const Schedule = lazyScreen(
  () => import('../programme/schedule-screen.tsx'),
  (m) => m.ScheduleScreen,
);
const SessionPage = lazyScreen(
  () => import('../programme/session-screen.tsx'),
  (m) => m.SessionScreen,
);
const Speakers = lazyScreen(
  () => import('../programme/speakers-screen.tsx'),
  (m) => m.SpeakersScreen,
);
const Speaker = lazyScreen(
  () => import('../programme/speaker-screen.tsx'),
  (m) => m.SpeakerScreen,
);
const Sponsors = lazyScreen(
  () => import('../programme/sponsors-screen.tsx'),
  (m) => m.SponsorsScreen,
);
const programme = { kind: 'public', isInShell: true } as const;

// The organiser console (issue 13): admin staff only; its sections are `?section=`.
const Console = lazyScreen(
  () => import('../admin/entry.tsx'),
  (m) => m.ConsoleEntry,
);

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Welcome', access: { kind: 'public' }, screen: Landing },
  { path: LOGIN_PATH, title: 'Sign in', access: { kind: 'guest' }, screen: SignIn },
  { path: '/signup', title: 'Register your card', access: { kind: 'guest' }, screen: SignUp },
  { path: '/register/:uuid', title: 'Register your card', access: { kind: 'guest' }, screen: SignUp },
  { path: '/forgot-password', title: 'Forgot password', access: { kind: 'public' }, screen: ForgotPassword },
  { path: '/reset', title: 'New password', access: { kind: 'public' }, screen: ResetPassword },
  { path: NOT_FOUND_PATH, title: 'Not found', access: { kind: 'public' }, screen: NotFound },

  { path: '/attendee/profile', title: 'Profile', menuLabel: 'Profile', access: attendee, screen: Profile },
  { path: '/attendee/slots', title: 'Slots', menuLabel: 'Slots', access: attendee, screen: Slots },
  { path: '/attendee/wheel', title: 'Wheel', menuLabel: 'Wheel', access: attendee, screen: Wheel },
  {
    path: '/attendee/badgedex',
    title: 'Badgedex',
    menuLabel: 'Badgedex',
    access: attendee,
    screen: Badgedex,
  },
  {
    path: '/attendee/leaderboard',
    title: 'Leaderboard',
    menuLabel: 'Leaderboard',
    access: attendee,
    screen: Leaderboard,
  },
  { path: '/attendee/store', title: 'Store', menuLabel: 'Store', access: attendee, screen: Store },
  {
    path: '/attendee/inventory',
    title: 'Inventory',
    menuLabel: 'Inventory',
    access: attendee,
    screen: Inventory,
  },
  {
    path: '/attendee/identifier',
    title: 'Your code',
    menuLabel: 'Identifier',
    access: attendee,
    screen: Identifier,
  },
  { path: '/attendee/map', title: 'Venue map', menuLabel: 'Map', access: attendee, screen: VenueMap },
  {
    path: '/attendees/:id',
    title: 'Attendee',
    access: { kind: 'signed-in', types: ['attendee', 'staff', 'company'], isCardLink: true },
    screen: Attendee,
  },
  { path: '/badge/:id', title: 'Badge', access: attendee, screen: Badge },
  { path: '/product/:id', title: 'Product', access: attendee, screen: Product },

  { path: '/sponsor/scanner', title: 'Scanner', menuLabel: 'Scanner', access: sponsor, screen: Scanner },
  { path: '/sponsor/visitors', title: 'Visitors', menuLabel: 'Visitors', access: sponsor, screen: Visitors },

  // Sponsors may open the badge screen too (seed-spec §2), but their menu leaves it out (issue 23):
  // any badge they open there gives their booth badge, which their Scanner already does.
  {
    path: '/staff/badges',
    title: 'Badges',
    menuLabel: 'Badges',
    menuTypes: ['staff'],
    access: { kind: 'signed-in', types: ['staff', 'company'] },
    screen: Badges,
  },
  { path: '/staff/prizes', title: 'Prizes', menuLabel: 'Prizes', access: staff, screen: Prizes },
  { path: '/staff/prizes/:id', title: 'Prize delivery', access: staff, screen: PrizeDelivery },
  {
    path: '/staff/identifier',
    title: 'Identifier',
    menuLabel: 'Identifier',
    access: staff,
    screen: StaffIdentifier,
  },
  // The attendee leaderboard owns the data; staff open the same screen (STYLE.md, src/ by feature).
  {
    path: '/staff/leaderboard',
    title: 'Leaderboard',
    menuLabel: 'Leaderboard',
    access: staff,
    screen: Leaderboard,
  },
  { path: '/staff/cv', title: 'CV', menuLabel: 'CV', access: staff, screen: Cv },
  {
    path: '/staff/spotlights',
    title: 'Spotlights',
    menuLabel: 'Spotlights',
    access: admin,
    screen: Spotlights,
  },

  // After every role's own screens, so each type's landing (its first menu entry) stays as it was.
  { path: '/schedule', title: 'Programme', menuLabel: 'Programme', access: programme, screen: Schedule },
  { path: '/schedule/:id', title: 'Session', access: programme, screen: SessionPage },
  { path: '/speakers', title: 'Speakers', menuLabel: 'Speakers', access: programme, screen: Speakers },
  { path: '/speakers/:id', title: 'Speaker', access: programme, screen: Speaker },
  { path: '/sponsors', title: 'Sponsors', menuLabel: 'Sponsors', access: programme, screen: Sponsors },

  {
    path: '/admin',
    title: 'Event setup',
    menuLabel: 'Event setup',
    access: admin,
    screen: Console,
  },

  // Every signed-in user queues writes (buys, scans, awards, deliveries): DESIGN.md §5.
  {
    path: '/outbox',
    title: 'Outbox',
    menuLabel: 'Outbox',
    access: { kind: 'signed-in', types: ['attendee', 'staff', 'company'] },
    screen: Outbox,
  },

  { path: '*', title: 'Not found', access: { kind: 'public' }, screen: NotFound },
];
