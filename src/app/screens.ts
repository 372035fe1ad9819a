// The routed screens, each loaded on demand with its messages (issue 24): the route table's
// (routes.ts). Every screen is lazy (lazy-component.tsx), sign-in too: the server preloads a route's
// files with the entry (vite.config.ts routePreloads), so /login waits on no second request, and a
// signed-in visitor's first load does not carry the sign-in form (DESIGN.md §7).
// tests/unit/src/i18n/catalog-coverage.test.ts checks each screen's catalogs against its imports.
import type { ComponentType } from 'react';
import { firstScreenRendered } from '../deferred/after-first-screen.ts';
import type { CatalogName } from '../i18n/catalog-sources.ts';
import { loadCatalogs } from '../i18n/catalogs.ts';
import { lazyComponent, type LazyComponent } from './lazy-component.tsx';

/** A routed screen loaded on demand; once shown, deferred JS may load (after-first-screen.ts). */
function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  catalogs: readonly CatalogName[] = [],
): LazyComponent<object> {
  const withMessages = () => Promise.all([load(), loadCatalogs(catalogs)]).then(([module]) => module);
  return lazyComponent(withMessages, pick, firstScreenRendered);
}

export const SignIn = lazyScreen(
  () => import('../auth/login-screen.tsx'),
  (m) => m.LoginScreen,
);
export const Landing = lazyScreen(
  () => import('./home-screen.tsx'),
  (m) => m.HomeScreen,
  ['programme'],
);
export const SignUp = lazyScreen(
  () => import('../auth/signup-screen.tsx'),
  (m) => m.SignUpScreen,
);
export const ForgotPassword = lazyScreen(
  () => import('../auth/forgot-password-screen.tsx'),
  (m) => m.ForgotPasswordScreen,
);
export const ResetPassword = lazyScreen(
  () => import('../auth/reset-password-screen.tsx'),
  (m) => m.ResetPasswordScreen,
);
export const NotFound = lazyScreen(
  () => import('./not-found-screen.tsx'),
  (m) => m.NotFoundScreen,
);

export const Profile = lazyScreen(
  () => import('../attendee/profile/profile-screen.tsx'),
  (m) => m.ProfileScreen,
  ['profile', 'attendee-shared'],
);
export const Slots = lazyScreen(
  () => import('../attendee/games/slots-screen.tsx'),
  (m) => m.SlotsScreen,
  ['games', 'attendee-shared'],
);
export const Wheel = lazyScreen(
  () => import('../attendee/games/wheel-screen.tsx'),
  (m) => m.WheelScreen,
  ['games', 'attendee-shared'],
);
export const Badgedex = lazyScreen(
  () => import('../attendee/badges/badgedex-screen.tsx'),
  (m) => m.BadgedexScreen,
  ['badges', 'attendee-shared'],
);
export const Leaderboard = lazyScreen(
  () => import('../attendee/leaderboard/leaderboard-screen.tsx'),
  (m) => m.LeaderboardScreen,
  ['leaderboard', 'attendee-shared'],
);
export const Store = lazyScreen(
  () => import('../attendee/store/store-screen.tsx'),
  (m) => m.StoreScreen,
  ['store', 'attendee-shared'],
);
export const Inventory = lazyScreen(
  () => import('../attendee/store/inventory-screen.tsx'),
  (m) => m.InventoryScreen,
  ['store', 'attendee-shared'],
);
export const Identifier = lazyScreen(
  () => import('../attendee/identifier/identifier-screen.tsx'),
  (m) => m.IdentifierScreen,
  ['identifier', 'attendee-shared'],
);
export const VenueMap = lazyScreen(
  () => import('../attendee/venue/map-screen.tsx'),
  (m) => m.MapScreen,
  ['venue', 'attendee-shared'],
);
export const Attendee = lazyScreen(
  () => import('../attendee/attendee-page/attendee-screen.tsx'),
  (m) => m.AttendeeScreen,
  ['attendee-page', 'attendee-shared'],
);
export const Badge = lazyScreen(
  () => import('../attendee/badges/badge-screen.tsx'),
  (m) => m.BadgeScreen,
  ['badges', 'attendee-shared'],
);
export const Product = lazyScreen(
  () => import('../attendee/store/product-screen.tsx'),
  (m) => m.ProductScreen,
  ['store', 'attendee-shared'],
);

export const Scanner = lazyScreen(
  () => import('../sponsor/scanner-screen.tsx'),
  (m) => m.ScannerScreen,
  ['sponsor'],
);
export const Visitors = lazyScreen(
  () => import('../sponsor/visitors-screen.tsx'),
  (m) => m.VisitorsScreen,
  ['sponsor'],
);

export const Outbox = lazyScreen(
  () => import('../outbox/outbox-screen.tsx'),
  (m) => m.OutboxScreen,
);

export const Badges = lazyScreen(
  () => import('../staff/badges-screen.tsx'),
  (m) => m.BadgesScreen,
  ['staff'],
);
export const Prizes = lazyScreen(
  () => import('../staff/prizes-screen.tsx'),
  (m) => m.PrizesScreen,
  ['staff'],
);
export const PrizeDelivery = lazyScreen(
  () => import('../staff/prize-delivery-screen.tsx'),
  (m) => m.PrizeDeliveryScreen,
  ['staff'],
);
export const StaffIdentifier = lazyScreen(
  () => import('../staff/identifier-screen.tsx'),
  (m) => m.StaffIdentifierScreen,
  ['staff'],
);
export const Cv = lazyScreen(
  () => import('../staff/cv-screen.tsx'),
  (m) => m.CvScreen,
  ['staff'],
);
export const Spotlights = lazyScreen(
  () => import('../staff/spotlights-screen.tsx'),
  (m) => m.SpotlightsScreen,
  ['staff'],
);

// The programme (issue 22).
export const Schedule = lazyScreen(
  () => import('../programme/schedule-screen.tsx'),
  (m) => m.ScheduleScreen,
  ['programme'],
);
export const SessionPage = lazyScreen(
  () => import('../programme/session-screen.tsx'),
  (m) => m.SessionScreen,
  ['programme'],
);
export const Speakers = lazyScreen(
  () => import('../programme/speakers-screen.tsx'),
  (m) => m.SpeakersScreen,
  ['programme'],
);
export const Speaker = lazyScreen(
  () => import('../programme/speaker-screen.tsx'),
  (m) => m.SpeakerScreen,
  ['programme'],
);
export const Sponsors = lazyScreen(
  () => import('../programme/sponsors-screen.tsx'),
  (m) => m.SponsorsScreen,
  ['programme'],
);

// The organiser console (issue 13); its sections are `?section=`.
export const Console = lazyScreen(
  () => import('../admin/entry.tsx'),
  (m) => m.ConsoleEntry,
  ['admin'],
);
