// A sponsor's leads (issue 29, server/contract/leads.ts): the company's tag list and its visitors'
// leads (cache first, so they read offline), one lead edit (a queueable PUT: offline the SW's
// outbox keeps it and replays it once) and the tag list (sent now, never queued).
import {
  LEADS_PATH,
  LEAD_CONSENT_PATH,
  LEAD_PATH,
  LEAD_TAGS_PATH,
  LEAD_TIMELINE_PATH,
  pathPattern,
} from '#contract/paths';
import { apiPath } from './client.ts';
import type { LeadRating } from '#contract/constants';
import type {
  LeadConsent,
  LeadEditBody,
  LeadJson,
  LeadReply,
  LeadsReply,
  LeadTagsBody,
  LeadTimelineReply,
} from '#contract/leads';
import { get } from './get.ts';
import type { Reading } from '../offline/read-through.ts';
import { asArray, asObject, asString, fieldsOf, optionalString } from './wire.ts';

export type LeadField = 'rating' | 'tags' | 'note' | 'followUp';

export type LeadFields = { rating: LeadRating | null; tags: string[]; note: string; followUp: boolean };

export type Lead = LeadFields & {
  attendeeId: string;
  name: string | null;
  nickname: string | null;
  email: string | null;
  visitedAt: Date;
  /** When each field was last edited on a device (epoch ms); null: never. */
  editedAt: Record<LeadField, number | null>;
};

export type LeadBook = {
  tags: string[];
  leads: Lead[];
  /** The sponsor lets the organiser's console export these leads. */
  sharesWithOrganiser: boolean;
};

/** One step of a visitor's timeline: the scan or an edit, by which booth member, when. */
export type TimelineStep = {
  kind: LeadTimelineReply['data'][number]['kind'];
  member: string | null;
  value: string | null;
  at: Date;
};

/** The fields one edit sets. */
export type LeadEdit = Partial<LeadFields>;

/** The URL path of one lead's edit (the outbox rows' path), capturing the attendee id. */
export const LEAD_PATH_PATTERN = pathPattern(LEAD_PATH);

const RATINGS: ReadonlySet<string> = new Set(['hot', 'warm', 'cold']);

function time(value: unknown): number | null {
  const text = optionalString(value);
  const ms = text === null ? NaN : Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

function toLead(value: unknown): Lead {
  const w = fieldsOf<LeadJson>(value, 'lead');
  const rating = w.optionalString('rating');
  const edited = asObject<LeadReply['edited_at']>(w.raw.edited_at, 'lead.edited_at');
  return {
    attendeeId: w.string('attendee_id'),
    name: w.optionalString('name'),
    nickname: w.optionalString('nickname'),
    email: w.optionalString('email'),
    visitedAt: new Date(time(w.raw.visited_at) ?? 0),
    rating: rating !== null && RATINGS.has(rating) ? (rating as LeadRating) : null,
    tags: asArray(w.raw.tags, 'lead.tags').map((t) => asString(t, 'lead.tag')),
    note: w.optionalString('note') ?? '',
    followUp: w.raw.follow_up === true,
    editedAt: {
      rating: time(edited.rating),
      tags: time(edited.tags),
      note: time(edited.note),
      followUp: time(edited.follow_up),
    },
  };
}

export function toLeadBook(body: unknown): LeadBook {
  const w = asObject<LeadsReply>(body, 'leads');
  return {
    tags: asArray(w.tags, 'leads.tags').map((t) => asString(t, 'leads.tag')),
    leads: asArray(w.data, 'leads.data').map(toLead),
    sharesWithOrganiser: w.shares_with_organiser === true,
  };
}

const STEP_KINDS: ReadonlySet<string> = new Set(['scan', 'rating', 'tags', 'note', 'follow_up']);

export function toTimeline(body: unknown): TimelineStep[] {
  const w = asObject<LeadTimelineReply>(body, 'timeline');
  return asArray(w.data, 'timeline.data').map((value) => {
    const s = fieldsOf<LeadTimelineReply['data'][number]>(value, 'step');
    const kind = s.string('kind');
    return {
      kind: (STEP_KINDS.has(kind) ? kind : 'note') as TimelineStep['kind'],
      member: s.optionalString('member'),
      value: s.optionalString('value'),
      at: new Date(time(s.raw.at) ?? 0),
    };
  });
}

/** A visitor's timeline, cache first (it reads offline once read online). */
export function readLeadTimeline(
  userKey: string,
  attendeeId: string,
): AsyncGenerator<Reading<TimelineStep[]>> {
  return get(apiPath(LEAD_TIMELINE_PATH, { attendee_id: attendeeId }), toTimeline, { userKey });
}

export function readLeads(userKey: string): AsyncGenerator<Reading<LeadBook>, void, void> {
  return get(apiPath(LEADS_PATH), toLeadBook, { userKey });
}

/** The server's cap on one `?attendees=` read (contract/leads.ts LEADS_ATTENDEES_MAX). */
const IDS_PER_READ = 100;

/**
 * Only the leads of these visitors (issue 28: those a screen shows, not the booth's thousands),
 * with the tag list and consent; cache first. More than a read's worth are read a slice at a time
 * and yielded together once each slice has answered.
 */
export async function* readLeadsOf(
  userKey: string,
  attendeeIds: readonly string[],
): AsyncGenerator<Reading<LeadBook>, void, void> {
  const pathOf = (ids: readonly string[]) =>
    `${apiPath(LEADS_PATH)}?attendees=${ids.map(encodeURIComponent).join(',')}`;
  if (attendeeIds.length <= IDS_PER_READ) {
    yield* get(pathOf(attendeeIds), toLeadBook, { userKey });
    return;
  }
  const slices: Reading<LeadBook>[] = [];
  for (let at = 0; at < attendeeIds.length; at += IDS_PER_READ) {
    let last: Reading<LeadBook> | null = null;
    for await (const reading of get(pathOf(attendeeIds.slice(at, at + IDS_PER_READ)), toLeadBook, {
      userKey,
    }))
      last = reading;
    if (last !== null) slices.push(last);
  }
  const [first] = slices;
  if (first === undefined) return;
  yield {
    ...first,
    data: { ...first.data, leads: slices.flatMap((s) => s.data.leads) },
    source: slices.every((s) => s.source === 'network') ? 'network' : 'cache',
  };
}

/** The edit as the wire has it (`follow_up`), with the booth member making it, if named. */
export function editBody(edit: LeadEdit, member: string | null = null): LeadEditBody {
  const { followUp, ...rest } = edit;
  const lead = followUp === undefined ? rest : { ...rest, follow_up: followUp };
  return member === null ? { lead } : { lead, member };
}

/**
 * Sends one lead edit made at `at`: resolves `applied` or `queued` (kept by the outbox); throws
 * ky errors for a refusal and a NetworkError when no SW could keep it.
 */
export async function writeLeadEdit(
  attendeeId: string,
  edit: LeadEdit,
  at: Date,
  label: string,
  member: string | null = null,
): Promise<'applied' | 'queued'> {
  const { submitWrite } = await import('./write.ts');
  const outcome = await submitWrite({
    method: 'PUT',
    path: apiPath(LEAD_PATH, { attendee_id: attendeeId }),
    body: editBody(edit, member),
    occurredAt: at,
    label,
  });
  return outcome.kind;
}

/** Replaces the company's tag list; resolves with the list as the server keeps it. */
export async function saveLeadTags(tags: readonly string[]): Promise<string[]> {
  const { sendWrite } = await import('./write.ts');
  const body = await sendWrite({
    method: 'PUT',
    path: apiPath(LEAD_TAGS_PATH),
    body: { tags: [...tags] } satisfies LeadTagsBody,
  });
  return asArray(asObject<{ tags: string[] }>(body, 'lead-tags').tags, 'lead-tags.tags').map((t) =>
    asString(t, 'lead-tag'),
  );
}

/** Lets (or stops letting) the organiser's console export the company's leads; sent now, never queued. */
export async function saveLeadConsent(shares: boolean): Promise<boolean> {
  const { sendWrite } = await import('./write.ts');
  const body = await sendWrite({
    method: 'PUT',
    path: apiPath(LEAD_CONSENT_PATH),
    body: { shares_with_organiser: shares } satisfies LeadConsent,
  });
  return asObject<{ shares_with_organiser: boolean }>(body, 'lead-consent').shares_with_organiser === true;
}
