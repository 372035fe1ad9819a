// The demo event's programme (issue 22): a session for every talk, workshop and pitch badge, at
// the badge's own time and linked to it, in four rooms, with the demo speakers, and the coffee
// breaks. Sessions count as imported, so an organiser's first real import replaces them.
import { inArray } from 'drizzle-orm';
import { BADGE_TYPE } from '#contract/constants';
import { localDate } from '../../programme/rules/zone.ts';
import type { Tx } from '../client.ts';
import { badges } from '../schema/badges.ts';
import {
  programmeRooms,
  programmeSessionSpeakers,
  programmeSessions,
  programmeSpeakers,
  programmeTracks,
} from '../schema/programme.ts';
import type { BadgeSeed } from './badges.ts';
import { SPEAKERS } from './program.ts';

const ROOMS = ['Main Hall', 'Room 1', 'Lab A', 'Pitch Stage'] as const;
const ORGANISATIONS = ['Fieldnote', 'Northwind Labs', 'University of Minho', 'Tidewater', 'Open Source'];
const TYPES = new Map<number, { type: string; track: string; rooms: readonly number[] }>([
  [BADGE_TYPE.talk, { type: 'Talk', track: 'Talks', rooms: [0, 1] }],
  [BADGE_TYPE.workshop, { type: 'Workshop', track: 'Workshops', rooms: [2] }],
  [BADGE_TYPE.pitch, { type: 'Pitch', track: 'Startups', rooms: [3] }],
]);
const TRACKS = [
  { name: 'Talks', color: '#5b4bdb' },
  { name: 'Workshops', color: '#0f8a5f' },
  { name: 'Startups', color: '#d9480f' },
];

const speakerName = (badgeName: string) => badgeName.replace(/^Meet /, '');
const titleOf = (badgeName: string) => badgeName.replace(/^(Workshop|Pitch): /, '');

export async function seedProgramme(tx: Tx, seeds: readonly BadgeSeed[], timeZone: string): Promise<void> {
  const rooms = await tx
    .insert(programmeRooms)
    .values(ROOMS.map((name) => ({ name })))
    .returning();
  await tx.insert(programmeTracks).values(TRACKS);
  const speakers = await tx
    .insert(programmeSpeakers)
    .values(
      SPEAKERS.map((item, i) => ({
        externalKey: `demo:${i + 1}`,
        name: speakerName(item.name),
        biography: `${speakerName(item.name)} builds software people rely on and speaks about it.`,
        organisation: ORGANISATIONS[i % ORGANISATIONS.length]!,
        links: [{ url: `https://example.org/speakers/${i + 1}`, title: 'Website' }],
      })),
    )
    .returning({ id: programmeSpeakers.id });
  const sessionSeeds = seeds.filter((seed) => TYPES.has(seed.type));
  const ids = await tx
    .select({ id: badges.id, name: badges.name })
    .from(badges)
    .where(
      inArray(
        badges.name,
        sessionSeeds.map((seed) => seed.name),
      ),
    );
  const badgeIdOf = new Map(ids.map((row) => [row.name, row.id]));
  const sessions = sessionSeeds.map((seed, k) => {
    const kind = TYPES.get(seed.type)!;
    const title = titleOf(seed.name);
    return {
      guid: crypto.randomUUID(),
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title,
      type: kind.type,
      track: kind.track,
      language: 'en',
      abstract: seed.description,
      description: `${seed.description} Scan your card at the door to collect the badge.`,
      day: localDate(seed.begin, timeZone),
      startsAt: seed.begin,
      endsAt: seed.end,
      roomId: rooms[kind.rooms[k % kind.rooms.length]!]!.id,
      badgeId: badgeIdOf.get(seed.name) ?? null,
    };
  });
  const breaks = seeds
    .filter((seed) => seed.name.startsWith('Coffee Break'))
    .map((seed) => ({
      guid: crypto.randomUUID(),
      title: 'Coffee break',
      type: 'Break',
      day: localDate(seed.begin, timeZone),
      startsAt: seed.begin,
      endsAt: seed.end,
      roomId: rooms[0]!.id,
    }));
  const inserted = await tx
    .insert(programmeSessions)
    .values([...sessions, ...breaks])
    .returning({ id: programmeSessions.id, type: programmeSessions.type });
  const talks = inserted.filter((session) => session.type !== 'Break');
  await tx.insert(programmeSessionSpeakers).values(
    talks.flatMap((session, k) => {
      const first = speakers[k % speakers.length]!.id;
      const second = speakers[(k + 3) % speakers.length]!.id;
      return [
        { sessionId: session.id, speakerId: first, position: 0 },
        ...(k % 4 === 0 ? [{ sessionId: session.id, speakerId: second, position: 1 }] : []),
      ];
    }),
  );
}
