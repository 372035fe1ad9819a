// The routed screens, each loaded on demand: the route table's (routes.ts). Every screen is lazy
// (lazy-component.tsx), sign-in too: the server preloads a route's files with the entry
// (vite.config.ts routePreloads), so /login waits on no second request, and a signed-in visitor's
// first load does not carry the sign-in form (DESIGN.md §7). A screen's chunks bring their own
// messages (src/i18n/catalogs.ts, issue 24).
import type { ComponentType } from 'react';
import { firstScreenRendered } from '../deferred/after-first-screen.ts';
import { lazyComponent, type LazyComponent } from './lazy-component.tsx';

/** A routed screen loaded on demand; once shown, deferred JS may load (after-first-screen.ts). */
function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent<object> {
  return lazyComponent(load, pick, firstScreenRendered);
}

export const SignIn = lazyScreen(
  () => import('../auth/login-screen.tsx'),
  (m) => m.LoginScreen,
);
export const Landing = lazyScreen(
  () => import('./home-screen.tsx'),
  (m) => m.HomeScreen,
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
);
export const Slots = lazyScreen(
  () => import('../attendee/games/slots-screen.tsx'),
  (m) => m.SlotsScreen,
);
export const Wheel = lazyScreen(
  () => import('../attendee/games/wheel-screen.tsx'),
  (m) => m.WheelScreen,
);
export const Badgedex = lazyScreen(
  () => import('../attendee/badges/badgedex-screen.tsx'),
  (m) => m.BadgedexScreen,
);
export const Leaderboard = lazyScreen(
  () => import('../attendee/leaderboard/leaderboard-screen.tsx'),
  (m) => m.LeaderboardScreen,
);
export const Store = lazyScreen(
  () => import('../attendee/store/store-screen.tsx'),
  (m) => m.StoreScreen,
);
export const Inventory = lazyScreen(
  () => import('../attendee/store/inventory-screen.tsx'),
  (m) => m.InventoryScreen,
);
export const Identifier = lazyScreen(
  () => import('../attendee/identifier/identifier-screen.tsx'),
  (m) => m.IdentifierScreen,
);
export const VenueMap = lazyScreen(
  () => import('../attendee/venue/map-screen.tsx'),
  (m) => m.MapScreen,
);
export const Attendee = lazyScreen(
  () => import('../attendee/attendee-page/attendee-screen.tsx'),
  (m) => m.AttendeeScreen,
);
export const Badge = lazyScreen(
  () => import('../attendee/badges/badge-screen.tsx'),
  (m) => m.BadgeScreen,
);
export const Product = lazyScreen(
  () => import('../attendee/store/product-screen.tsx'),
  (m) => m.ProductScreen,
);

export const Scanner = lazyScreen(
  () => import('../sponsor/scanner-screen.tsx'),
  (m) => m.ScannerScreen,
);
export const Visitors = lazyScreen(
  () => import('../sponsor/visitors-screen.tsx'),
  (m) => m.VisitorsScreen,
);

export const Outbox = lazyScreen(
  () => import('../outbox/outbox-screen.tsx'),
  (m) => m.OutboxScreen,
);

export const Badges = lazyScreen(
  () => import('../staff/badges-screen.tsx'),
  (m) => m.BadgesScreen,
);
export const Prizes = lazyScreen(
  () => import('../staff/prizes-screen.tsx'),
  (m) => m.PrizesScreen,
);
export const PrizeDelivery = lazyScreen(
  () => import('../staff/prize-delivery-screen.tsx'),
  (m) => m.PrizeDeliveryScreen,
);
export const StaffIdentifier = lazyScreen(
  () => import('../staff/identifier-screen.tsx'),
  (m) => m.StaffIdentifierScreen,
);
export const Cv = lazyScreen(
  () => import('../staff/cv-screen.tsx'),
  (m) => m.CvScreen,
);
export const Spotlights = lazyScreen(
  () => import('../staff/spotlights-screen.tsx'),
  (m) => m.SpotlightsScreen,
);

// The programme (issue 22).
export const Schedule = lazyScreen(
  () => import('../programme/schedule-screen.tsx'),
  (m) => m.ScheduleScreen,
);
export const SessionPage = lazyScreen(
  () => import('../programme/session-screen.tsx'),
  (m) => m.SessionScreen,
);
export const Speakers = lazyScreen(
  () => import('../programme/speakers-screen.tsx'),
  (m) => m.SpeakersScreen,
);
export const Speaker = lazyScreen(
  () => import('../programme/speaker-screen.tsx'),
  (m) => m.SpeakerScreen,
);
export const Sponsors = lazyScreen(
  () => import('../programme/sponsors-screen.tsx'),
  (m) => m.SponsorsScreen,
);

// The organiser console (issue 13); its sections are `?section=`.
export const Console = lazyScreen(
  () => import('../admin/entry.tsx'),
  (m) => m.ConsoleEntry,
);
