// The venue map (ours, server/venue/routes.ts): GET /api/venue, the floor plan and the sponsor
// booths on it, and the plan drawing itself. Wire → view mapping stops here: screens get each
// booth's place on the plan as percentages of its width and height, never plan units, and the
// drawing as an image URL that works offline.
import { VENUE_PATH } from '#contract/paths';
import { SPONSORSHIPS, type Sponsorship } from '#contract/constants';
import type { VenueBoothJson, VenuePlanJson, VenueReply } from '#contract/venue';
import { readThrough } from '../offline/read-through.ts';
import { api, apiPath } from './client.ts';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, fieldsOf, pagePicture, WireError } from './wire.ts';

export type VenuePlan = {
  /** Same-origin URL of the plan SVG, versioned: a new plan gets a new URL. */
  url: string;
  width: number;
  height: number;
};

export type Booth = {
  companyId: number;
  name: string;
  sponsorship: Sponsorship;
  /** The company's booth badge: holding it means the booth was visited. */
  badgeId: number;
  /** Stand number ("B4"), when the organiser gave one. */
  label: string | null;
  /** Centre of the booth on the plan, in percent of its width and height (0–100). */
  left: number;
  top: number;
};

export type Venue = { plan: VenuePlan; booths: Booth[] };

const PERCENT = 100;

/** A position along a side of the plan, in percent, clamped onto the plan. */
export function toPercent(units: number, side: number): number {
  return Math.min(PERCENT, Math.max(0, (units / side) * PERCENT));
}

function toSponsorship(value: unknown): Sponsorship {
  const tier = SPONSORSHIPS.find((s) => s === value);
  if (tier === undefined) throw new WireError('booth.sponsorship');
  return tier;
}

function toPlan(value: unknown): VenuePlan {
  const w = fieldsOf<VenuePlanJson>(value, 'plan');
  const width = w.number('width');
  const height = w.number('height');
  if (width <= 0 || height <= 0) throw new WireError('plan size');
  return { url: pagePicture(w.string('url')), width, height };
}

function toBooth(value: unknown, plan: VenuePlan): Booth {
  const w = fieldsOf<VenueBoothJson>(value, 'booth');
  return {
    companyId: w.number('company_id'),
    name: w.string('name'),
    sponsorship: toSponsorship(w.raw.sponsorship),
    badgeId: w.number('badge_id'),
    label: w.optionalString('label') || null,
    left: toPercent(w.number('x'), plan.width),
    top: toPercent(w.number('y'), plan.height),
  };
}

export function toVenue(body: unknown): Venue {
  const w = asObject<VenueReply>(body, 'venue');
  const plan = toPlan(w.plan);
  return { plan, booths: asArray(w.booths, 'venue.booths').map((b) => toBooth(b, plan)) };
}

/** The venue map, cache first then network (DESIGN.md §5). */
export function readVenue(userKey: string): AsyncGenerator<Reading<Venue>, void, void> {
  return get(apiPath(VENUE_PATH), toVenue, { userKey });
}

/** One cache row per user for the drawing, whatever its version: a new plan replaces the old. */
const PLAN_CACHE_KEY = 'venue/plan.svg';

/**
 * The plan's SVG as a data: URL for an <img>. NOTE: SVG in an <img> runs no script and loads
 * nothing, so an organiser's file is as inert here as any picture.
 */
export function toPlanImage(body: unknown): string {
  if (typeof body !== 'string' || !/<svg[\s>]/i.test(body)) throw new WireError('plan drawing');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body)}`;
}

/**
 * The plan drawing, cache first then network, kept in IndexedDB beside the API answers (not in
 * the SW's image cache, which only fills once the SW controls the page: a first visit would
 * leave the plan out).
 */
export async function* readPlanImage(
  userKey: string,
  url: string,
): AsyncGenerator<Reading<string>, void, void> {
  const fetcher = () => api.get(url, { prefixUrl: '' }).text();
  for await (const reading of readThrough(PLAN_CACHE_KEY, fetcher, userKey)) {
    let image: string;
    try {
      image = toPlanImage(reading.body);
    } catch (error) {
      // A damaged cached row is passed over; the network answer follows.
      if (reading.source === 'cache') continue;
      throw error;
    }
    yield { data: image, storedAt: reading.storedAt, source: reading.source };
  }
}
