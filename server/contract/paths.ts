// Every API path, the one table (provider-api.md §3, and ours): the server's routes register these
// patterns, the client fills them with fillPath, the SW matches them. Imports nothing, so src/ and
// sw/ may import values from here as from constants.ts. A pattern's `:name` is a path parameter.
// NOTE: one export per path, not one object, so each bundle keeps only the paths it calls.

/** The parameter names of a pattern: `'/api/badges/:id'` → `'id'`. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a pattern's parameters, by name; none for a pattern without any. */
export type PathParams<P extends string> = [ParamsOf<P>] extends [never]
  ? []
  : [Record<ParamsOf<P>, string | number>];

/** The path of `pattern` with each `:name` replaced by its value, URI-encoded. Pure. */
export function fillPath<P extends string>(pattern: P, ...[params]: PathParams<P>): string {
  if (params === undefined) return pattern;
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** A RegExp matching a path of `pattern` (no query), capturing each parameter in order. Pure. */
export function pathPattern(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

// Accounts and sessions (provider-api.md §3 "Auth")
export const SIGN_IN_PATH = '/api/auth/sign_in';
export const SIGN_UP_PATH = '/api/auth/sign_up';
export const PASSWORDS_PATH = '/api/auth/passwords';
export const PASSWORD_RESET_PATH = '/api/auth/passwords/:token';
export const FREE_CARD_PATH = '/api/auth/cards/:code';
export const IS_REGISTERED_PATH = '/api/is_registered/:id';
export const USER_PATH = '/api/user';
/** The account's language (issue 24, ours): mails follow it, a new device starts in it. */
export const USER_LOCALE_PATH = '/api/user/locale';

// Attendees
export const ATTENDEE_LOOKUP_PATH = '/api/attendee';
export const ATTENDEES_PATH = '/api/attendees';
export const ATTENDEE_PATH = '/api/attendees/:id';
export const ATTENDEE_CV_PATH = '/api/attendees/:id/cv';
export const COURSES_PATH = '/api/attendee/courses';
export const VISITS_PATH = '/api/attendee/visits';
export const VISIT_CV_PATH = '/api/attendee/visits/:company_id/cv';
export const REFERRALS_PATH = '/api/referrals';

// Badges and awards
export const BADGES_PATH = '/api/badges';
export const BADGE_PATH = '/api/badges/:id';
export const REDEEMS_PATH = '/api/redeems';

// Companies and their leads
export const COMPANIES_PATH = '/api/companies';
export const COMPANY_PATH = '/api/companies/:id';
export const COMPANY_ATTENDEES_PATH = '/api/company/attendees/:company_id';
export const COMPANY_CVS_PATH = '/api/company/attendees/cvs/:company_id';
export const LEADS_PATH = '/api/company/leads';
export const LEAD_PATH = '/api/company/leads/:attendee_id';
export const LEAD_TIMELINE_PATH = '/api/company/leads/:attendee_id/timeline';
export const LEAD_TAGS_PATH = '/api/company/lead-tags';
export const LEAD_CONSENT_PATH = '/api/company/lead-consent';

// The event, its programme and its venue
export const EVENT_PATH = '/api/event';
export const PROGRAMME_PATH = '/api/programme';
export const PROGRAMME_SESSION_FILE_PATH = '/api/programme/sessions/:file';
export const PROGRAMME_CALENDAR_FILE_PATH = '/api/programme/calendar/:file';
export const CALENDAR_RESET_PATH = '/api/programme/calendar/reset';
export const STARS_PATH = '/api/programme/stars';
export const STAR_PATH = '/api/programme/stars/:sessionId';
export const VENUE_PATH = '/api/venue';

// Leaderboard
export const LEADERBOARD_PATH = '/api/leaderboard';
export const LEADERBOARD_DAY_PATH = '/api/leaderboard/:date';

// Games (provider-api.md §4 "Roulette", "Slots")
export const ROULETTE_PATH = '/api/roulette';
export const ROULETTE_PRICE_PATH = '/api/roulette/price';
export const ROULETTE_LATEST_WINS_PATH = '/api/roulette/latestwins';
export const PRIZES_PATH = '/api/roulette/prizes';
export const PRIZE_PATH = '/api/roulette/prizes/:id';
export const PRIZE_REDEEM_PATH = '/api/roulette/redeem';
export const PRIZE_REDEEMABLES_PATH = '/api/roulette/redeem/:attendee_id';
export const SLOTS_PATH = '/api/slots';
export const SLOTS_PAYTABLE_PATH = '/api/slots/paytable';

// Store
export const STORE_PATH = '/api/store';
export const PRODUCT_PATH = '/api/store/:id';
export const STORE_BUY_PATH = '/api/store/buy';
export const STORE_REDEEM_PATH = '/api/store/redeem';
export const STORE_REDEEMABLES_PATH = '/api/store/redeem/:attendee_id';

// Spotlight (DESIGN.md §6)
export const SPOTLIGHT_PATH = '/api/spotlight';
export const SPOTLIGHTS_PATH = '/api/spotlights';
export const SPOTLIGHT_COMPANY_PATH = '/api/spotlight/:company_id';

// Staff
export const STAFF_CV_PATH = '/api/staff/cv/:user_id';
export const STAFF_CV_FILE_PATH = '/api/staff/cv/:user_id/file';

// Administration (the CLI and the console)
export const ADMIN_CARDS_PATH = '/api/admin/cards';
export const ADMIN_STAFF_PATH = '/api/admin/staff';
export const CONSOLE_PATH = '/api/admin/console';
