// JSON of the programme (contract/programme.ts) from its rows: empty text, lists and links are
// left out, times are RFC 3339 with the event zone's offset, room places are turned into
// GET /api/venue's units when a plan box is known.
import type {
  ConsoleRoomJson,
  RoomJson,
  SessionJson,
  SpeakerJson,
  SponsorJson,
} from '../contract/programme.ts';
import type { RoomRow, SessionRow, SpeakerRow } from './repo.ts';
import type { SponsorBoothRow } from '../venue/repo.ts';
import type { ProgrammeLink } from '../db/schema/programme.ts';
import { formatInZone } from './rules/zone.ts';
import { placeOnPlan, type PlanBox } from '../venue/rules.ts';

const text = <K extends string>(key: K, value: string) => (value === '' ? {} : { [key]: value });
const list = <K extends string, T>(key: K, value: T[]) => (value.length === 0 ? {} : { [key]: value });

const linksJson = (links: ProgrammeLink[]) =>
  links.map((link) => ({ url: link.url, ...(link.title ? { title: link.title } : {}) }));

export const sessionJson = (row: SessionRow, timeZone: string): SessionJson => ({
  id: row.id,
  guid: row.guid,
  ...text('slug', row.slug),
  title: row.title,
  ...text('subtitle', row.subtitle),
  type: row.type,
  ...text('track', row.track),
  ...text('language', row.language),
  ...text('abstract', row.abstract),
  ...text('description', row.description),
  day: row.day,
  start: formatInZone(row.startsAt, timeZone),
  end: formatInZone(row.endsAt, timeZone),
  ...(row.roomId === null ? {} : { room_id: row.roomId }),
  ...list('speaker_ids', row.speakerIds),
  ...list('links', linksJson(row.links)),
  ...(row.badgeId === null ? {} : { badge_id: row.badgeId }),
  ...(row.badgeName === null ? {} : { badge_name: row.badgeName }),
});

export const speakerJson = (row: SpeakerRow): SpeakerJson => ({
  id: row.id,
  name: row.name,
  ...text('biography', row.biography),
  ...text('picture', row.picture),
  ...text('organisation', row.organisation),
  ...list('links', linksJson(row.links)),
});

export const roomJson = (row: RoomRow, box: PlanBox | null): RoomJson => ({
  id: row.id,
  name: row.name,
  ...(row.mapX === null || row.mapY === null || box === null
    ? {}
    : { place: placeOnPlan({ x: row.mapX, y: row.mapY }, box) }),
});

export const consoleRoomJson = (row: RoomRow): ConsoleRoomJson => ({
  id: row.id,
  name: row.name,
  place: row.mapX === null || row.mapY === null ? null : { x: row.mapX, y: row.mapY },
});

/** A sponsor's public JSON: its booth in GET /api/venue's units when placed and a plan is known. */
export const sponsorJson = (row: SponsorBoothRow, box: PlanBox | null): SponsorJson => ({
  id: row.id,
  name: row.name,
  sponsorship: row.sponsorship,
  ...(row.booth === null || box === null
    ? {}
    : {
        booth: {
          ...placeOnPlan(row.booth, box),
          ...(row.booth.label ? { label: row.booth.label } : {}),
        },
      }),
});
