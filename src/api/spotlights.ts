// Spotlights (provider-api.md §3 "Spotlights"): the running one as the channel pushes it (the
// client never asks GET /api/spotlight, see realtime/use-spotlight.ts), the admin list (cache
// first, so the admin screen opens offline), and starting one (admin; needs the server's answer
// now, so it is never queued).
import { SPOTLIGHTS_PATH, SPOTLIGHT_COMPANY_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type {
  SpotlightBody,
  SpotlightCompanyJson,
  SpotlightJson,
  SpotlightListReply,
} from '#contract/spotlights';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, asString, fieldsOf } from './wire.ts';
import { sendWrite } from './write.ts';

export type Spotlight = { companyId: number; name: string; badgeId: number; end: Date };

export type SpotlightCompany = { id: number; name: string; remaining: number; end: Date | null };

/** The server's default length of a spotlight, in minutes (provider-api.md: 20). */
export const DEFAULT_SPOTLIGHT_MINUTES = 20;

function toDate(value: unknown, what: string): Date {
  const date = new Date(asString(value, what));
  if (Number.isNaN(date.getTime())) throw new TypeError(`${what} is not a date`);
  return date;
}

/** A spotlight as the channel's push carries it (and GET /api/spotlight's `data`). */
export function toSpotlight(body: unknown): Spotlight {
  const w = fieldsOf<SpotlightJson>(body, 'spotlight');
  return {
    companyId: w.number('id'),
    name: w.string('name'),
    badgeId: w.number('badge_id'),
    end: toDate(w.raw.end, 'spotlight.end'),
  };
}

export function toSpotlightCompanies(body: unknown): SpotlightCompany[] {
  const reply = asObject<SpotlightListReply>(body, 'spotlights answer');
  return asArray(reply.data, 'spotlights').map((item) => {
    const w = fieldsOf<SpotlightCompanyJson>(item, 'spotlight company');
    return {
      id: w.number('id'),
      name: w.string('name'),
      remaining: w.number('remaining'),
      end: w.raw.end === undefined ? null : toDate(w.raw.end, 'company.end'),
    };
  });
}

export function readSpotlightCompanies(
  userKey: string,
): AsyncGenerator<Reading<SpotlightCompany[]>, void, void> {
  return get(apiPath(SPOTLIGHTS_PATH), toSpotlightCompanies, { userKey });
}

/** Starts a spotlight of `minutes` for the company; throws the server's refusal. */
export async function startSpotlight(companyId: number, minutes: number): Promise<void> {
  await sendWrite({
    method: 'POST',
    path: apiPath(SPOTLIGHT_COMPANY_PATH, { company_id: companyId }),
    body: { duration: minutes } satisfies SpotlightBody,
  });
}
