// Spotlights (provider-api.md §3 "Spotlights"): the running one (public), the admin list (cache
// first, so the admin screen opens offline), and starting one (admin; needs the server's answer
// now, so it is never queued).
import type {
  SpotlightCompanyJson,
  SpotlightJson,
  SpotlightListReply,
  SpotlightReply,
} from '#contract/spotlights';
import { api } from './client.ts';
import { get, type Fresh } from './get.ts';
import { asArray, asNumber, asObject, asString } from './wire.ts';
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

/** A spotlight as GET /api/spotlight and the channel's push carry it. */
export function toSpotlight(body: unknown): Spotlight {
  const w = asObject<SpotlightJson>(body, 'spotlight');
  return {
    companyId: asNumber(w.id, 'spotlight.id'),
    name: asString(w.name, 'spotlight.name'),
    badgeId: asNumber(w.badge_id, 'spotlight.badge_id'),
    end: toDate(w.end, 'spotlight.end'),
  };
}

/** The running spotlight, or null when there is none (404) or it cannot be read now. */
export async function readCurrentSpotlight(): Promise<Spotlight | null> {
  try {
    const reply = asObject<SpotlightReply>(await api.get('api/spotlight').json(), 'spotlight answer');
    return toSpotlight(reply.data);
  } catch {
    // 404 is "none running"; offline or a failed read shows none until the channel pushes one.
    return null;
  }
}

export function toSpotlightCompanies(body: unknown): SpotlightCompany[] {
  const reply = asObject<SpotlightListReply>(body, 'spotlights answer');
  return asArray(reply.data, 'spotlights').map((item) => {
    const w = asObject<SpotlightCompanyJson>(item, 'spotlight company');
    return {
      id: asNumber(w.id, 'company.id'),
      name: asString(w.name, 'company.name'),
      remaining: asNumber(w.remaining, 'company.remaining'),
      end: w.end === undefined ? null : toDate(w.end, 'company.end'),
    };
  });
}

export function readSpotlightCompanies(
  userKey: string,
): AsyncGenerator<Fresh<SpotlightCompany[]>, void, void> {
  return get('api/spotlights', toSpotlightCompanies, { userKey });
}

/** Starts a spotlight of `minutes` for the company; throws the server's refusal. */
export async function startSpotlight(companyId: number, minutes: number): Promise<void> {
  await sendWrite({ method: 'POST', path: `api/spotlight/${companyId}`, body: { duration: minutes } });
}
