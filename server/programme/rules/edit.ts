// The console's hand edits of the programme (issue 22), checked before any row is touched: a
// session's times as instants with end ≥ start and its day (left out: the start's date in the
// event zone), trimmed text, http(s) links and picture URLs. References (room, speakers, badge)
// are checked by the repo in the write's transaction.
import type { Decision } from '../../admin/rules.ts';
import type { FieldErrors } from '../../accounts/profile-rules.ts';
import { isDate, parseInstant } from './event-fields.ts';
import { SESSION_TEXT_FIELDS, type Link, type SessionText } from './model.ts';
import { localDate } from './zone.ts';

export type SessionInput = Partial<SessionText> & {
  day?: string;
  start?: string;
  end?: string;
  room_id?: number | null;
  speaker_ids?: number[];
  links?: Link[];
  badge_id?: number | null;
};

export type SessionEdit = {
  text: Partial<SessionText>;
  day?: string;
  startsAt?: Date;
  endsAt?: Date;
  roomId?: number | null;
  speakerIds?: number[];
  links?: Link[];
  badgeId?: number | null;
};

const REQUIRED = new Set(['title', 'type']);
const isWebUrl = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

export function linkErrors(links: Link[] | undefined): string[] {
  return (links ?? []).some((link) => !isWebUrl(link.url.trim())) ? ['must be http(s) URLs'] : [];
}

/** A create (current null) or a patch over the session's current times. */
export function decideSessionEdit(
  input: SessionInput,
  current: { startsAt: Date; endsAt: Date } | null,
  timeZone: string,
): Decision<SessionEdit> {
  const errors: FieldErrors = {};
  const text: SessionEdit['text'] = {};
  for (const key of SESSION_TEXT_FIELDS) {
    const value = input[key]?.trim();
    if (value === undefined) continue;
    if (value === '' && REQUIRED.has(key)) errors[key] = ["can't be blank"];
    text[key] = value;
  }
  const start = input.start === undefined ? current?.startsAt : parseInstant(input.start);
  const end = input.end === undefined ? current?.endsAt : parseInstant(input.end);
  if (start === null) errors.start = ['is not a date and time with an offset'];
  if (end === null) errors.end = ['is not a date and time with an offset'];
  if (start && end && end < start) errors.end = ['must not be before start'];
  if (input.day !== undefined && !isDate(input.day)) errors.day = ['is not a date'];
  const links = linkErrors(input.links);
  if (links.length > 0) errors.links = links;
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  const day = input.day ?? (input.start !== undefined && start ? localDate(start, timeZone) : undefined);
  return {
    kind: 'ok',
    value: {
      text,
      ...(day === undefined ? {} : { day }),
      ...(input.start === undefined || !start ? {} : { startsAt: start }),
      ...(input.end === undefined || !end ? {} : { endsAt: end }),
      ...(input.room_id === undefined ? {} : { roomId: input.room_id }),
      ...(input.speaker_ids === undefined ? {} : { speakerIds: [...new Set(input.speaker_ids)] }),
      ...(input.links === undefined ? {} : { links: input.links.map((l) => ({ ...l, url: l.url.trim() })) }),
      ...(input.badge_id === undefined ? {} : { badgeId: input.badge_id }),
    },
  };
}

/** A speaker's fields trimmed; a picture must be an absolute http(s) URL or empty. */
export function decideSpeakerEdit<T extends { name?: string; picture?: string; links?: Link[] }>(
  input: T,
): Decision<T> {
  const errors: FieldErrors = {};
  if (input.name !== undefined && input.name.trim() === '') errors.name = ["can't be blank"];
  const picture = input.picture?.trim();
  if (picture && !isWebUrl(picture)) errors.picture = ['must be an http(s) URL'];
  const links = linkErrors(input.links);
  if (links.length > 0) errors.links = links;
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  return {
    kind: 'ok',
    value: {
      ...input,
      ...(input.name === undefined ? {} : { name: input.name.trim() }),
      ...(picture === undefined ? {} : { picture }),
    },
  };
}
