// GET /api/programme's answer, read once per call (issue 22): the route answers it with its ETag,
// and the server renders the public programme pages with it (issue 26, plugins/client.ts), so a
// page and the API always show the same version. Every read sets the speaker pictures' origins for
// the documents' CSP from the rows it loaded, so a process learns of another's import on its next read.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ProgrammeReply } from '../contract/programme.ts';
import type { AppContext } from '../plugins/app-context.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { createPlanSource } from '../venue/plan.ts';
import { roomJson, sessionJson, speakerJson, sponsorJson } from './json.ts';
import { readProgramme } from './repo.ts';
import { pictureOrigins } from './rules/picture-origins.ts';

export type ProgrammeSource = () => Promise<ProgrammeReply>;

export function createProgrammeSource(
  app: Pick<FastifyInstance, 'setPictureOrigins'>,
  ctx: Pick<AppContext, 'db' | 'config'>,
): ProgrammeSource {
  const plans = createPlanSource(createUploadStore(uploadsRoot(ctx.config), ctx.db));
  const timeZone = ctx.config.eventTimeZone;
  return async () => {
    const rows = await readProgramme(ctx.db);
    app.setPictureOrigins(pictureOrigins(rows.speakers.map((speaker) => speaker.picture)));
    const isPlaced =
      rows.rooms.some((room) => room.mapX !== null) || rows.sponsors.some((s) => s.booth !== null);
    const box = isPlaced ? (await plans.load()).box : null;
    const sessions = rows.sessions.map((row) => sessionJson(row, timeZone));
    const content = {
      time_zone: timeZone,
      days: [...new Set(sessions.map((s) => s.day))].sort(),
      rooms: rows.rooms.map((room) => roomJson(room, box)),
      tracks: rows.tracks.map((t) => ({ name: t.name, ...(t.color ? { color: t.color } : {}) })),
      types: [...new Set(sessions.map((s) => s.type))].sort(),
      sessions,
      speakers: rows.speakers.map(speakerJson),
      sponsors: rows.sponsors.map((row) => sponsorJson(row, box)),
    };
    const version = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
    return { version, ...content };
  };
}
