// GET /api/event (public): the event's name, year and days, and the server's CV size limit. The last answer is kept in
// localStorage so the title is there at once, offline included.
import { EVENT_PATH } from '#contract/paths';
import { apiPath } from './client.ts';
import type { EventReply } from '#contract/event';
import { get, getFresh } from './get.ts';
import { EVENT_STORAGE_KEY } from '../lib/storage-keys.ts';
import { fieldsOf } from './wire.ts';

export type EventInfo = {
  name: string;
  year: number;
  /** First day, `YYYY-MM-DD`. */
  start: string;
  days: number;
  publicOrigin: string | null;
  /** MAX_CV_SIZE: the largest CV the server takes, in bytes; null when the server does not say. */
  maxCvBytes: number | null;
  /** The event's terms sign-up asks consent to (EVENT_TERMS_URL), or null when none is set. */
  termsUrl: string | null;
  /** The logo the console set (issue 23), or null for Confetti's own. */
  logo: string | null;
  /** The theme's custom properties the console's colours set, or null: the stylesheet's own. */
  palette: Record<string, string> | null;
};

export function toEventInfo(body: unknown): EventInfo {
  const wire = fieldsOf<EventReply>(body, 'event');
  return {
    name: wire.string('name'),
    year: wire.number('year'),
    start: wire.string('start'),
    days: wire.number('days'),
    publicOrigin: wire.optionalString('public_origin'),
    maxCvBytes: typeof wire.raw.max_cv_bytes === 'number' ? wire.raw.max_cv_bytes : null,
    termsUrl: wire.optionalString('terms_url'),
    logo: wire.optionalPicture('logo'),
    palette: wire.raw.palette as Record<string, string> | null,
  };
}

/**
 * The event the server rendered this page with (issue 26: `/` carries it in #root's data-event), read
 * before the stored one until the network answers, so hydration draws what the HTML shows.
 */
let pageEvent: EventInfo | null = null;

/** Takes the event a server-rendered page came with (null: none); a malformed one is ignored. */
export function adoptPageEvent(body: unknown): void {
  try {
    pageEvent = body === null ? null : toEventInfo(body);
  } catch {
    pageEvent = null;
  }
}

/** The event as last seen, or null on a first visit (or if storage is blocked or stale-shaped). */
export function readStoredEvent(): EventInfo | null {
  if (pageEvent !== null) return pageEvent;
  try {
    const raw = localStorage.getItem(EVENT_STORAGE_KEY);
    return raw === null ? null : toEventInfo(JSON.parse(raw));
  } catch {
    return null;
  }
}

let pending: Promise<EventInfo> | null = null;

/** Fetches the event once per page load (a failure lets the next caller try again). */
export function fetchEvent(): Promise<EventInfo> {
  pending ??= fetchAndStoreEvent().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Fetches the event and remembers the answer (as received, so both reads share one parser). */
async function fetchAndStoreEvent(): Promise<EventInfo> {
  const body = (await getFresh(get(apiPath(EVENT_PATH), (raw) => raw, { userKey: null }))).data;
  const event = toEventInfo(body);
  pageEvent = null;
  try {
    localStorage.setItem(EVENT_STORAGE_KEY, JSON.stringify(body));
  } catch {
    // Storage full or blocked: the title simply waits for the network next time.
  }
  return event;
}
