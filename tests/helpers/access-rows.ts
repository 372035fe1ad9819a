// One row per route of the app for the route-wide access matrix: how to call it, and what each
// kind of caller gets. A route added without a row here fails that matrix.
import type { AccessWorld, CallerName } from './access-world.ts';
import { CONSOLE_ROWS } from './access-rows-console.ts';
import { PROGRAMME_ROWS } from './access-rows-programme.ts';

export type Row = {
  url: (w: AccessWorld) => string;
  payload?: (w: AccessWorld) => object;
  /** Set for routes answering something else than JSON on success (files). */
  isFile?: boolean;
  /** The status each caller gets; callers not listed get `others`. */
  answers: Partial<Record<CallerName, number>> & { others: number };
};

const SIGNED_OUT = { anonymous: 401, 'bad token': 401, operator: 401 } as const;
const EVERYONE = ['attendee', 'other attendee', 'sponsor', 'staff', 'admin', 'no role'] as const;

/** Signed-in callers in `who` get `status`; other signed-in callers get `refused`. */
function signedIn(status: number, who: readonly CallerName[] = EVERYONE, refused = 401) {
  return { ...SIGNED_OUT, ...Object.fromEntries(who.map((c) => [c, status])), others: refused };
}

const STAFF = ['staff', 'admin'] as const;
const ATTENDEES = ['attendee', 'other attendee'] as const;

const PUBLIC = (status: number) => ({ others: status });
const OPERATOR = (status: number) => ({ operator: status, others: 401 });
const OWN_PROFILE = { ...SIGNED_OUT, attendee: 400, 'other attendee': 401, others: 403 };
const OWN_STAFF_CV = { ...SIGNED_OUT, staff: 400, others: 401 };
const uuid = '00000000-0000-4000-8000-000000000000';
const signUp = {
  user: {
    email: 'new@test.dev',
    password: 'password1234',
    password_confirmation: 'password1234',
    attendee: { id: uuid, nickname: 'newbie', name: 'New' },
  },
};
const buy = (w: AccessWorld) => ({ redeemable: { redeemable_id: w.redeemableId, quantity: 1 } });
const deliver = (w: AccessWorld) => ({
  redeem: { attendee_id: w.attendeeId, redeemable: w.redeemableId, quantity: 0 },
});

export const ROWS: Record<string, Row> = {
  // Auth: public; wrong credentials or unknown tokens whoever calls.
  'POST /api/auth/sign_up': { url: () => '/api/auth/sign_up', payload: () => signUp, answers: PUBLIC(401) },
  'POST /api/auth/sign_in': {
    url: () => '/api/auth/sign_in',
    payload: () => ({ email: 'nobody@test.dev', password: 'wrong-pass' }),
    answers: PUBLIC(401),
  },
  // The prerendered sign-in form posted before the app ran (issue 26): back to the form, whoever calls.
  'POST /login': {
    url: () => '/login',
    payload: () => ({ email: 'nobody@test.dev', password: 'wrong-pass' }),
    answers: PUBLIC(303),
  },
  'POST /api/auth/passwords': {
    url: () => '/api/auth/passwords',
    payload: () => ({ user: { email: 'nobody@test.dev' } }),
    answers: PUBLIC(201),
  },
  'PUT /api/auth/passwords/:token': {
    url: () => '/api/auth/passwords/unknown-token',
    payload: () => ({ user: { password: 'brand-new-pass' } }),
    answers: PUBLIC(400),
  },
  'PATCH /api/auth/passwords/:token': {
    url: () => '/api/auth/passwords/unknown-token',
    payload: () => ({ user: { password: 'brand-new-pass' } }),
    answers: PUBLIC(400),
  },
  // The operator's routes (admin secret, not a user).
  'GET /api/admin/cards': { url: () => '/api/admin/cards', answers: OPERATOR(200) },
  'POST /api/admin/cards': {
    url: () => '/api/admin/cards',
    payload: () => ({ count: 1 }),
    answers: OPERATOR(201),
  },
  'POST /api/admin/staff': {
    url: () => '/api/admin/staff',
    payload: () => ({ email: 'not-an-email' }),
    answers: OPERATOR(400),
  },
  // Users and attendees.
  'GET /api/user': { url: () => '/api/user', answers: { ...signedIn(200), 'no role': 403 } },
  // The account's language (issue 24): any account, a role or none.
  'GET /api/user/locale': { url: () => '/api/user/locale', answers: signedIn(200) },
  'PUT /api/user/locale': {
    url: () => '/api/user/locale',
    payload: () => ({ locale: 'pt-PT' }),
    answers: signedIn(200),
  },
  'GET /api/attendee': { url: (w) => `/api/attendee?id=${w.attendeeId}`, answers: signedIn(200) },
  'GET /api/attendees': { url: () => '/api/attendees', answers: signedIn(200) },
  'GET /api/attendees/:id': { url: (w) => `/api/attendees/${w.attendeeId}`, answers: signedIn(200) },
  'PATCH /api/attendees/:id': {
    url: (w) => `/api/attendees/${w.attendeeId}`,
    payload: () => ({ nickname: 'target' }),
    answers: OWN_PROFILE,
  },
  'PUT /api/attendees/:id': {
    url: (w) => `/api/attendees/${w.attendeeId}`,
    payload: () => ({ nickname: 'target' }),
    answers: OWN_PROFILE,
  },
  'DELETE /api/attendees/:id': {
    url: (w) => `/api/attendees/${w.attendeeId}`,
    answers: { ...SIGNED_OUT, attendee: 204, others: 401 },
  },
  'GET /api/attendees/:id/cv': {
    url: (w) => `/api/attendees/${w.attendeeId}/cv`,
    // 404: no CV uploaded; 403: not allowed to see it.
    answers: { ...signedIn(404, ['attendee', 'staff', 'admin'], 403) },
  },
  'GET /api/attendee/courses': { url: () => '/api/attendee/courses', answers: PUBLIC(200) },
  'GET /api/is_registered/:id': { url: (w) => `/api/is_registered/${w.attendeeId}`, answers: PUBLIC(200) },
  'GET /api/auth/cards/:code': {
    url: (w) => `/api/auth/cards/${w.cardId.slice(0, 8)}`,
    answers: PUBLIC(200),
  },
  'GET /api/companies': { url: () => '/api/companies', answers: signedIn(200) },
  'GET /api/company/attendees/:company_id': {
    url: (w) => `/api/company/attendees/${w.companyId}`,
    answers: signedIn(200, ['sponsor'], 403),
  },
  'GET /api/company/attendees/cvs/:company_id': {
    url: (w) => `/api/company/attendees/cvs/${w.companyId}`,
    // The world's sponsor has no CV access; an admin may download any company's zip.
    answers: signedIn(200, ['admin'], 403),
    isFile: true,
  },
  // A sponsor's leads (issue 29): the company's own; the world's attendee is not its visitor (404).
  'GET /api/company/leads': { url: () => '/api/company/leads', answers: signedIn(200, ['sponsor'], 403) },
  'PUT /api/company/leads/:attendee_id': {
    url: (w) => `/api/company/leads/${w.attendeeId}`,
    payload: () => ({ lead: { note: 'Met at the booth' } }),
    answers: signedIn(404, ['sponsor'], 403),
  },
  'PUT /api/company/lead-tags': {
    url: () => '/api/company/lead-tags',
    payload: () => ({ tags: ['hiring'] }),
    answers: signedIn(200, ['sponsor'], 403),
  },
  'GET /api/company/leads/:attendee_id/timeline': {
    url: (w) => `/api/company/leads/${w.attendeeId}/timeline`,
    answers: signedIn(404, ['sponsor'], 403),
  },
  'PUT /api/company/lead-consent': {
    url: () => '/api/company/lead-consent',
    payload: () => ({ shares_with_organiser: false }),
    answers: signedIn(200, ['sponsor'], 403),
  },
  // An attendee's own visits (issue 29): the world's attendee has not visited the sponsor yet (404).
  'GET /api/attendee/visits': { url: () => '/api/attendee/visits', answers: signedIn(200, ATTENDEES, 403) },
  'PUT /api/attendee/visits/:company_id/cv': {
    url: (w) => `/api/attendee/visits/${w.companyId}/cv`,
    payload: () => ({ shared: false }),
    answers: signedIn(404, ATTENDEES, 403),
  },
  'GET /api/companies/:id': { url: (w) => `/api/companies/${w.companyId}`, answers: signedIn(200) },
  'GET /api/event': { url: () => '/api/event', answers: PUBLIC(200) },
  'GET /manifest.webmanifest': { url: () => '/manifest.webmanifest', answers: PUBLIC(200), isFile: true },
  'GET /event-theme.css': { url: () => '/event-theme.css', answers: PUBLIC(200), isFile: true },
  'GET /api/venue': { url: () => '/api/venue', answers: signedIn(200) },
  'GET /venue/plan.svg': { url: () => '/venue/plan.svg', answers: PUBLIC(200), isFile: true },
  'GET /uploads/attendee/avatars/:id/:file': {
    url: (w) => `/uploads/attendee/avatars/${w.attendeeId}/none.png`,
    answers: PUBLIC(404),
  },
  // Staff CVs: only the staff member themself.
  'GET /api/staff/cv/:user_id': {
    url: (w) => `/api/staff/cv/${w.staffUserId}`,
    answers: { ...SIGNED_OUT, staff: 200, others: 401 },
  },
  'PATCH /api/staff/cv/:user_id': {
    url: (w) => `/api/staff/cv/${w.staffUserId}`,
    payload: () => ({}),
    answers: OWN_STAFF_CV,
  },
  'PUT /api/staff/cv/:user_id': {
    url: (w) => `/api/staff/cv/${w.staffUserId}`,
    payload: () => ({}),
    answers: OWN_STAFF_CV,
  },
  'GET /api/staff/cv/:user_id/file': {
    url: (w) => `/api/staff/cv/${w.staffUserId}/file`,
    answers: signedIn(404, STAFF, 403),
  },
  // Badges, awards and the leaderboard.
  'GET /api/badges': { url: () => '/api/badges', answers: signedIn(200) },
  'GET /api/badges/:id': { url: (w) => `/api/badges/${w.badgeId}`, answers: signedIn(200) },
  'POST /api/redeems': {
    url: () => '/api/redeems',
    payload: (w) => ({ redeem: { attendee_id: w.attendeeId, badge_id: 999_999 } }),
    // A sponsor always awards its own booth badge; staff name one, here unknown (404).
    answers: { ...signedIn(404, STAFF), sponsor: 201 },
  },
  'POST /api/referrals': {
    url: () => '/api/referrals',
    payload: () => ({ id: uuid }),
    answers: signedIn(404, ATTENDEES),
  },
  'GET /api/leaderboard': { url: () => '/api/leaderboard', answers: signedIn(200) },
  'GET /api/leaderboard/': { url: () => '/api/leaderboard/', answers: signedIn(200) },
  'GET /api/leaderboard/:date': { url: () => '/api/leaderboard/2026-11-22', answers: signedIn(200) },
  // Games.
  'POST /api/roulette': { url: () => '/api/roulette', answers: signedIn(200, ATTENDEES) },
  'GET /api/roulette/prizes': { url: () => '/api/roulette/prizes', answers: signedIn(200) },
  'GET /api/roulette/prizes/:id': { url: (w) => `/api/roulette/prizes/${w.prizeId}`, answers: signedIn(200) },
  'GET /api/roulette/price': { url: () => '/api/roulette/price', answers: signedIn(200) },
  'GET /api/roulette/latestwins': { url: () => '/api/roulette/latestwins', answers: signedIn(200) },
  'GET /api/roulette/redeem/:attendee_id': {
    url: (w) => `/api/roulette/redeem/${w.attendeeId}`,
    answers: signedIn(200, ['attendee', ...STAFF]),
  },
  'POST /api/roulette/redeem': {
    url: () => '/api/roulette/redeem',
    payload: (w) => ({ redeem: { attendee_id: w.attendeeId, prize: w.mugId, quantity: 1 } }),
    answers: signedIn(200, STAFF),
  },
  'POST /api/slots': { url: () => '/api/slots?bet=1', answers: signedIn(200, ATTENDEES) },
  'GET /api/slots/paytable': { url: () => '/api/slots/paytable', answers: signedIn(200) },
  // Store.
  'GET /api/store': { url: () => '/api/store', answers: signedIn(200) },
  'GET /api/store/:id': { url: (w) => `/api/store/${w.redeemableId}`, answers: signedIn(200) },
  'POST /api/store/buy': { url: () => '/api/store/buy', payload: buy, answers: signedIn(200, ATTENDEES) },
  'POST /api/store/buy/': { url: () => '/api/store/buy/', payload: buy, answers: signedIn(200, ATTENDEES) },
  'GET /api/store/redeem/:attendee_id': {
    url: (w) => `/api/store/redeem/${w.attendeeId}`,
    answers: signedIn(200, ['attendee', ...STAFF]),
  },
  'POST /api/store/redeem': {
    url: () => '/api/store/redeem',
    payload: deliver,
    answers: signedIn(400, STAFF),
  },
  'POST /api/store/redeem/': {
    url: () => '/api/store/redeem/',
    payload: deliver,
    answers: signedIn(400, STAFF),
  },
  // Spotlights and the realtime socket. NOTE: rows run in this order: no spotlight runs until the
  // admin's start; the world's sponsor has one start left, so only that call succeeds.
  'GET /api/spotlight': { url: () => '/api/spotlight', answers: PUBLIC(404) },
  'GET /api/spotlights': { url: () => '/api/spotlights', answers: signedIn(200, ['admin']) },
  'POST /api/spotlight/:company_id': {
    url: (w) => `/api/spotlight/${w.companyId}`,
    payload: () => ({ duration: 20 }),
    answers: signedIn(201, ['admin']),
  },
  // A plain GET, not an upgrade (tests/integration/realtime-*.test.ts speak the protocol).
  'GET /socket/websocket': { url: () => '/socket/websocket?vsn=2.0.0', answers: PUBLIC(400) },
  ...PROGRAMME_ROWS,
  ...CONSOLE_ROWS,
};
