// The programme's rows of the route-wide access matrix (issue 22): the programme and its ICS
// files are public, stars are the attendee's own, the console's import and edits are admin only.
import type { CallerName } from './access-world.ts';
import type { Row } from './access-rows.ts';

const SIGNED_OUT = { anonymous: 401, 'bad token': 401, operator: 401 } as const;
const ATTENDEES_ONLY = (status: number): Row['answers'] => ({
  ...SIGNED_OUT,
  attendee: status,
  'other attendee': status,
  others: 403,
});
const ADMIN_ONLY = (status: number): Row['answers'] => {
  const signedOut: Partial<Record<CallerName, number>> = SIGNED_OUT;
  return { ...signedOut, admin: status, others: 403 };
};
const PATH = '/api/admin/console/programme';
const UNKNOWN = '00000000-0000-4000-8000-00000000dead';
const session = {
  title: 'Matrix talk',
  type: 'Talk',
  start: '2026-11-22T10:00:00+00:00',
  end: '2026-11-22T10:45:00+00:00',
};

export const PROGRAMME_ROWS: Record<string, Row> = {
  'GET /api/programme': { url: () => '/api/programme', answers: { others: 200 } },
  'GET /api/programme/sessions/:file': {
    url: () => `/api/programme/sessions/${UNKNOWN}.ics`,
    answers: { others: 404 },
  },
  'GET /api/programme/calendar/:file': {
    url: () => '/api/programme/calendar/not-a-token.ics',
    answers: { others: 404 },
  },
  'GET /api/programme/stars': { url: () => '/api/programme/stars', answers: ATTENDEES_ONLY(200) },
  'PUT /api/programme/stars/:sessionId': {
    url: () => `/api/programme/stars/${UNKNOWN}`,
    answers: ATTENDEES_ONLY(404),
  },
  'DELETE /api/programme/stars/:sessionId': {
    url: () => `/api/programme/stars/${UNKNOWN}`,
    answers: ATTENDEES_ONLY(200),
  },
  'POST /api/programme/calendar/reset': {
    url: () => '/api/programme/calendar/reset',
    payload: () => ({}),
    answers: ATTENDEES_ONLY(200),
  },
  'POST /api/admin/console/programme/import/preview': {
    url: () => `${PATH}/import/preview`,
    payload: () => ({ file: '<schedule/>' }),
    answers: ADMIN_ONLY(422),
  },
  'POST /api/admin/console/programme/import/apply': {
    url: () => `${PATH}/import/apply`,
    payload: () => ({ file: 'not a schedule' }),
    answers: ADMIN_ONLY(422),
  },
  'POST /api/admin/console/programme/sessions': {
    url: () => `${PATH}/sessions`,
    payload: () => session,
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/programme/sessions/:id': {
    url: () => `${PATH}/sessions/${UNKNOWN}`,
    payload: () => ({ title: 'Renamed' }),
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/programme/sessions/:id': {
    url: () => `${PATH}/sessions/${UNKNOWN}`,
    answers: ADMIN_ONLY(404),
  },
  'POST /api/admin/console/programme/speakers': {
    url: () => `${PATH}/speakers`,
    payload: () => ({ name: 'Matrix speaker' }),
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/programme/speakers/:id': {
    url: () => `${PATH}/speakers/999999`,
    payload: () => ({ name: 'Renamed' }),
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/programme/speakers/:id': {
    url: () => `${PATH}/speakers/999999`,
    answers: ADMIN_ONLY(404),
  },
  'POST /api/admin/console/programme/rooms': {
    url: () => `${PATH}/rooms`,
    payload: () => ({ name: 'Matrix room' }),
    answers: ADMIN_ONLY(201),
  },
  'PATCH /api/admin/console/programme/rooms/:id': {
    url: () => `${PATH}/rooms/999999`,
    payload: () => ({ name: 'Renamed' }),
    answers: ADMIN_ONLY(404),
  },
  'DELETE /api/admin/console/programme/rooms/:id': {
    url: () => `${PATH}/rooms/999999`,
    answers: ADMIN_ONLY(404),
  },
};
