// The console's venue calls (issue 13; contract/venue-admin.ts): the plan in use with its
// box, every sponsor with its booth or none, a booth placed, moved or removed, and a new plan
// uploaded. Positions stay in the plan's own units (its viewBox) here: the editor draws on that
// box. Writes never queue, as in the rest of the console.
import { t } from '@lingui/core/macro';
import type {
  ConsoleBoothJson,
  ConsolePlanJson,
  ConsoleVenueReply,
  VenueBoothBody,
  VenuePlanReply,
  VenueSponsorJson,
} from '#contract/venue-admin';
import { fieldErrorsOf } from './catalogue.ts';
import { api } from '../../api/client.ts';
import type { ApiFailure } from '../../api/errors.ts';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { uploadForm } from '../../api/transfer.ts';
import { toPlanImage } from '../../api/venue.ts';
import { asArray, asObject, fieldsOf, pagePicture, WireError } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const BASE = 'api/admin/console/venue';

/** The plan's coordinate box (its viewBox) and where its drawing is served. */
export type ConsolePlan = {
  url: string;
  minX: number;
  minY: number;
  width: number;
  height: number;
  isDemo: boolean;
};

export type BoothPlace = { x: number; y: number; label: string | null };

export type VenueSponsor = {
  id: number;
  name: string;
  tier: string;
  isArchived: boolean;
  booth: BoothPlace | null;
};

export type ConsoleVenue = { plan: ConsolePlan; sponsors: VenueSponsor[] };

function toPlan(value: unknown): ConsolePlan {
  const w = fieldsOf<ConsolePlanJson>(value, 'plan');
  const width = w.number('width');
  const height = w.number('height');
  if (width <= 0 || height <= 0) throw new WireError('plan size');
  return {
    url: pagePicture(w.string('url')),
    minX: w.number('min_x'),
    minY: w.number('min_y'),
    width,
    height,
    isDemo: w.raw.is_demo === true,
  };
}

function toBooth(value: unknown): BoothPlace | null {
  if (value === null) return null;
  const w = fieldsOf<ConsoleBoothJson>(value, 'booth');
  return { x: w.number('x'), y: w.number('y'), label: w.optionalString('label') || null };
}

function toSponsor(value: unknown): VenueSponsor {
  const w = fieldsOf<VenueSponsorJson>(value, 'sponsor');
  return {
    id: w.number('id'),
    name: w.string('name'),
    tier: w.string('sponsorship'),
    isArchived: w.raw.is_archived === true,
    booth: toBooth(w.raw.booth ?? null),
  };
}

export function toConsoleVenue(body: unknown): ConsoleVenue {
  const w = asObject<ConsoleVenueReply>(body, 'venue');
  return { plan: toPlan(w.plan), sponsors: asArray(w.sponsors, 'venue.sponsors').map(toSponsor) };
}

export const readConsoleVenue = (userKey: string): AsyncGenerator<Reading<ConsoleVenue>, void, void> =>
  get(BASE, toConsoleVenue, { userKey });

/** The plan's drawing as a data: URL for an <img> (inert, as on the attendee map). */
export async function fetchPlanImage(url: string): Promise<string> {
  return toPlanImage(await api.get(url, { prefixUrl: '' }).text());
}

/** Places or moves a sponsor's booth; throws the server's refusal (422 `x`/`y` off the plan). */
export async function placeBooth(id: number, place: BoothPlace): Promise<void> {
  await sendWrite({ method: 'PUT', path: `${BASE}/booths/${id}`, body: place satisfies VenueBoothBody });
}

export async function removeBooth(id: number): Promise<void> {
  await sendWrite({ method: 'DELETE', path: `${BASE}/booths/${id}` });
}

export type PlanUploadResult =
  | { kind: 'saved'; plan: ConsolePlan; boothsOffPlan: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; failure: ApiFailure };

/** Sends a new floor plan; the server judges it by its content and says why it refused one. */
export async function uploadPlan(file: File): Promise<PlanUploadResult> {
  const form = new FormData();
  form.append('plan[file]', file, file.name);
  const result = await uploadForm('PUT', `${BASE}/plan`, form, () => undefined);
  if (result.ok) {
    const reply = fieldsOf<VenuePlanReply>(result.value, 'plan reply');
    return {
      kind: 'saved',
      plan: toPlan(reply.raw.plan),
      boothsOffPlan: reply.number('booths_off_plan'),
    };
  }
  const { failure } = result;
  if (failure.kind === 'http' && failure.status === 422) {
    return { kind: 'refused', reason: fieldErrorsOf(failure.body).plan ?? t`is not a usable floor plan` };
  }
  if (failure.kind === 'http' && failure.status === 413) return { kind: 'refused', reason: t`is too large` };
  return { kind: 'failed', failure };
}
