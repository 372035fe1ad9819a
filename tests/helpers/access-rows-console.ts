// The organiser console's rows of the route-wide access matrix (issue 13): admin staff only,
// 403 for every other signed-in caller, 401 signed out; its pictures are public.
// NOTE: rows run in this order on the one world, after every other row: the deletes archive
// (the world's badge, item and prize all have history), and the odds row takes the Mug off the
// wheel first so its prize can leave it.
import type { AccessWorld, CallerName } from './access-world.ts';
import type { Row } from './access-rows.ts';
import { documentOf } from './config-document.ts';

const ADMIN_ONLY = (status: number): Row['answers'] => {
  const signedOut: Partial<Record<CallerName, number>> = { anonymous: 401, 'bad token': 401, operator: 401 };
  return { ...signedOut, admin: status, others: 403 };
};

const badge = {
  name: 'Console badge',
  description: 'Made in the matrix',
  type: 3,
  tokens: 10,
  begin: '2026-11-22T09:00:00Z',
  end: '2026-11-22T10:00:00Z',
  begin_badge: '2026-11-22T09:00:00+01:00',
  end_badge: '2026-11-22T18:00:00+01:00',
};
const product = { name: 'Console mug', description: 'Ceramic', price: 10, stock: 5, max_per_user: 1 };
const prize = { name: 'Console pin', stock: 5, max_amount_per_attendee: 1 };
const PATH = '/api/admin/console';
const NO_CODE = '00000000-0000-4000-8000-000000000000';

export const CONSOLE_ROWS: Record<string, Row> = {
  'GET /api/admin/console/badges': { url: () => `${PATH}/badges`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/badges': {
    url: () => `${PATH}/badges`,
    payload: () => badge,
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/badges/:id': {
    url: (w: AccessWorld) => `${PATH}/badges/${w.badgeId}`,
    payload: () => ({ tokens: 15 }),
    answers: ADMIN_ONLY(200),
  },
  'PUT /api/admin/console/badges/:id/image': {
    url: (w) => `${PATH}/badges/${w.badgeId}/image`,
    payload: () => ({ image: { file: 'https://elsewhere.test/a.png' } }),
    answers: ADMIN_ONLY(422),
  },
  'DELETE /api/admin/console/badges/:id': {
    url: (w) => `${PATH}/badges/${w.badgeId}`,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/products': { url: () => `${PATH}/products`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/products': {
    url: () => `${PATH}/products`,
    payload: () => product,
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/products/:id': {
    url: (w) => `${PATH}/products/${w.redeemableId}`,
    payload: () => ({ price: 11 }),
    answers: ADMIN_ONLY(200),
  },
  'PUT /api/admin/console/products/:id/image': {
    url: (w) => `${PATH}/products/${w.redeemableId}/image`,
    payload: () => ({ image: {} }),
    answers: ADMIN_ONLY(422),
  },
  'DELETE /api/admin/console/products/:id': {
    url: (w) => `${PATH}/products/${w.redeemableId}`,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/prizes': { url: () => `${PATH}/prizes`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/prizes': {
    url: () => `${PATH}/prizes`,
    payload: () => prize,
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/prizes/:id': {
    url: (w) => `${PATH}/prizes/${w.prizeId}`,
    payload: () => ({ stock: 1_000_000 }),
    answers: ADMIN_ONLY(200),
  },
  'PUT /api/admin/console/prizes/odds': {
    url: () => `${PATH}/prizes/odds`,
    payload: (w) => ({ odds: [{ id: w.mugId, probability: 0 }] }),
    answers: ADMIN_ONLY(200),
  },
  'PUT /api/admin/console/prizes/:id/image': {
    url: (w) => `${PATH}/prizes/${w.prizeId}/image`,
    payload: () => ({ image: { file: null } }),
    answers: ADMIN_ONLY(422),
  },
  'DELETE /api/admin/console/prizes/:id': {
    url: (w) => `${PATH}/prizes/${w.mugId}`,
    answers: ADMIN_ONLY(200),
  },
  // Sponsors: the world's sponsor must stay signed in for the rows after these, so the deletes
  // name no sponsor (404) and the writes that reach it are refused (its badge is not a free
  // booth badge, it has its account already, and that account has its password).
  'GET /api/admin/console/sponsors': { url: () => `${PATH}/sponsors`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/sponsors': {
    url: () => `${PATH}/sponsors`,
    payload: (w) => ({ name: 'Console sponsor', sponsorship: 'Gold', badge_id: w.badgeId }),
    answers: ADMIN_ONLY(422),
  },
  'PATCH /api/admin/console/sponsors/:id': {
    url: (w) => `${PATH}/sponsors/${w.companyId}`,
    payload: () => ({ remaining_spotlights: 2 }),
    answers: ADMIN_ONLY(200),
  },
  'DELETE /api/admin/console/sponsors/:id': {
    url: () => `${PATH}/sponsors/999999`,
    answers: ADMIN_ONLY(404),
  },
  'POST /api/admin/console/sponsors/:id/account': {
    url: (w) => `${PATH}/sponsors/${w.companyId}/account`,
    payload: () => ({ email: 'console-sponsor@test.dev' }),
    answers: ADMIN_ONLY(422),
  },
  'POST /api/admin/console/sponsors/:id/account/link': {
    url: (w) => `${PATH}/sponsors/${w.companyId}/account/link`,
    answers: ADMIN_ONLY(422),
  },
  'DELETE /api/admin/console/sponsors/:id/account': {
    url: () => `${PATH}/sponsors/999999/account`,
    answers: ADMIN_ONLY(404),
  },
  'GET /api/admin/console/audit': { url: () => `${PATH}/audit`, answers: ADMIN_ONLY(200) },
  'GET /api/admin/console/dashboard': {
    url: () => `${PATH}/dashboard?window=event`,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/staff': { url: () => `${PATH}/staff`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/staff': {
    url: () => `${PATH}/staff`,
    payload: () => ({ email: 'console-invite@test.dev' }),
    answers: ADMIN_ONLY(201),
  },
  'POST /api/admin/console/staff/:id/link': {
    url: () => `${PATH}/staff/999999/link`,
    answers: ADMIN_ONLY(404),
  },
  'PATCH /api/admin/console/staff/:id': {
    url: (w) => `${PATH}/staff/${w.staffId}`,
    payload: () => ({ is_admin: false }),
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/cards': { url: () => `${PATH}/cards`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/cards': {
    url: () => `${PATH}/cards`,
    payload: () => ({ count: 1 }),
    answers: ADMIN_ONLY(201),
  },
  // The sheets are HTML; a signed link opens them too (console-people-cards.test.ts).
  'GET /api/admin/console/cards/sheet': {
    url: () => `${PATH}/cards/sheet`,
    isFile: true,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/cards/batches/:id/sheet': {
    url: () => `${PATH}/cards/batches/999999/sheet`,
    isFile: true,
    answers: ADMIN_ONLY(404),
  },
  // Import and export: the exports only read; the world holds a configuration, so the import is
  // refused (409) and changes nothing.
  'GET /api/admin/console/export/attendees': {
    url: () => `${PATH}/export/attendees`,
    isFile: true,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/export/visitors': {
    url: () => `${PATH}/export/visitors`,
    isFile: true,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/export/awards': {
    url: () => `${PATH}/export/awards`,
    isFile: true,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/export/leads': {
    url: () => `${PATH}/export/leads`,
    isFile: true,
    answers: ADMIN_ONLY(200),
  },
  'GET /api/admin/console/export/config': { url: () => `${PATH}/export/config`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/import': {
    url: () => `${PATH}/import`,
    payload: () => documentOf(),
    answers: ADMIN_ONLY(409),
  },
  // Venue: the booth is placed on the world's sponsor; the plan upload sends a URL, not a file (422).
  'GET /api/admin/console/venue': { url: () => `${PATH}/venue`, answers: ADMIN_ONLY(200) },
  'PUT /api/admin/console/venue/booths/:companyId': {
    url: (w) => `${PATH}/venue/booths/${w.companyId}`,
    payload: () => ({ x: 500, y: 500, label: 'M1' }),
    answers: ADMIN_ONLY(200),
  },
  'DELETE /api/admin/console/venue/booths/:companyId': {
    url: () => `${PATH}/venue/booths/999999`,
    answers: ADMIN_ONLY(404),
  },
  'PUT /api/admin/console/venue/plan': {
    url: () => `${PATH}/venue/plan`,
    payload: () => ({ plan: { file: 'https://elsewhere.test/plan.svg' } }),
    answers: ADMIN_ONLY(422),
  },
  // Courses (issue 23): the writes name no course (404), so the world's own stays as it is.
  'GET /api/admin/console/courses': { url: () => `${PATH}/courses`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/courses': {
    url: () => `${PATH}/courses`,
    payload: () => ({ name: 'Console course' }),
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/courses/:id': {
    url: () => `${PATH}/courses/999999`,
    payload: () => ({ name: 'Renamed course' }),
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/courses/:id': {
    url: () => `${PATH}/courses/999999`,
    answers: ADMIN_ONLY(404),
  },
  // Codes (issue 23): by now the world's badge is archived (422), and the writes name no code.
  'GET /api/admin/console/codes': { url: () => `${PATH}/codes`, answers: ADMIN_ONLY(200) },
  'POST /api/admin/console/codes': {
    url: () => `${PATH}/codes`,
    payload: (w) => ({ badge_id: w.badgeId, use_limit: 5 }),
    answers: ADMIN_ONLY(422),
  },
  'PATCH /api/admin/console/codes/:id': {
    url: () => `${PATH}/codes/${NO_CODE}`,
    payload: () => ({ disabled: true }),
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/codes/:id': { url: () => `${PATH}/codes/${NO_CODE}`, answers: ADMIN_ONLY(404) },
  'GET /api/admin/console/codes/:id/uses': {
    url: () => `${PATH}/codes/${NO_CODE}/uses`,
    answers: ADMIN_ONLY(404),
  },
  // Games (issue 23): the price is set to the 20 it already is; the empty pay table is refused.
  'GET /api/admin/console/games': { url: () => `${PATH}/games`, answers: ADMIN_ONLY(200) },
  'PUT /api/admin/console/games/spin-price': {
    url: () => `${PATH}/games/spin-price`,
    payload: () => ({ spin_price: 20 }),
    answers: ADMIN_ONLY(200),
  },
  'PUT /api/admin/console/games/paytable': {
    url: () => `${PATH}/games/paytable`,
    payload: () => ({ paytable: [] }),
    answers: ADMIN_ONLY(422),
  },
  // CSV import (issue 23): a preview only (dry run), so the world gains no row.
  'POST /api/admin/console/import/:kind': {
    url: () => `${PATH}/import/products`,
    payload: () => ({ csv: 'name,price,stock,max_per_user\r\nMatrix pen,1,1,1\r\n', dry_run: true }),
    answers: ADMIN_ONLY(200),
  },
  // Removing a picture (issue 23): none is named (404), so the world's rows stay as they are.
  'DELETE /api/admin/console/badges/:id/image': {
    url: () => `${PATH}/badges/999999/image`,
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/products/:id/image': {
    url: () => `${PATH}/products/999999/image`,
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/prizes/:id/image': {
    url: () => `${PATH}/prizes/999999/image`,
    answers: ADMIN_ONLY(404),
  },
  // The event's identity (issue 23): settings kept as they are (all defaults); no file sent (422).
  'GET /api/admin/console/identity': { url: () => `${PATH}/identity`, answers: ADMIN_ONLY(200) },
  'PUT /api/admin/console/identity': {
    url: () => `${PATH}/identity`,
    payload: () => ({}),
    answers: ADMIN_ONLY(200),
  },
  'PUT /api/admin/console/identity/logo': {
    url: () => `${PATH}/identity/logo`,
    payload: () => ({ logo: {} }),
    answers: ADMIN_ONLY(422),
  },
  'DELETE /api/admin/console/identity/logo': { url: () => `${PATH}/identity/logo`, answers: ADMIN_ONLY(200) },
  'PUT /api/admin/console/identity/icons/:icon': {
    url: () => `${PATH}/identity/icons/192`,
    payload: () => ({ icon: {} }),
    answers: ADMIN_ONLY(422),
  },
  'DELETE /api/admin/console/identity/icons': {
    url: () => `${PATH}/identity/icons`,
    answers: ADMIN_ONLY(200),
  },
  'GET /uploads/identity/:file': { url: () => '/uploads/identity/logo.png', answers: { others: 404 } },
  'GET /uploads/catalogue/:kind/:id/:file': {
    url: () => '/uploads/catalogue/badges/1/original.png',
    answers: { others: 404 },
  },
};
