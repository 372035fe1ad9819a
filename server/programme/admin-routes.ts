// The console's programme import (issue 22): POST a frab schedule.xml or pretalx schedule.json
// (its text, as `file`) to preview what it would do, then POST the same file to apply it, all
// or nothing. A file with faults changes nothing and answers 422 with each fault naming its line
// or element. Admin staff only (the gate is registered by admin/routes.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { replies } from '../contract/common.ts';
import { IMPORT_MAX_BYTES, ImportBody, ImportReply } from '../contract/programme.ts';
import { applyImport, previewImport } from './import-repo.ts';
import type { ProgrammeDiff } from './rules/diff.ts';
import type { ImportedProgramme } from './rules/model.ts';
import { parseScheduleFile } from './rules/read-file.ts';
import { formatInZone } from './rules/zone.ts';
import { Refusal } from '../plugins/errors.ts';
import { stampOf } from '../admin/common.ts';
import { refreshPictureOrigins } from './routes.ts';
import { CONSOLE_PATH } from '#contract/paths';

export const PROGRAMME_CONSOLE_PATH = `${CONSOLE_PATH}/programme`;
/** JSON escapes can double a file's size on the wire (quotes and newlines in XML). */
const IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES * 2;

function importReply(
  programme: ImportedProgramme,
  diff: ProgrammeDiff,
  isApplied: boolean,
  timeZone: string,
): ImportReply {
  const named = (s: { guid: string; title: string; start: Date; room: string }) => ({
    guid: s.guid,
    title: s.title,
    start: formatInZone(s.start, timeZone),
    ...(s.room === '' ? {} : { room: s.room }),
  });
  return {
    format: programme.format,
    conference: programme.conference,
    applied: isApplied,
    added: diff.added.map(named),
    changed: diff.changed.map((c) => ({ ...named(c.next), fields: c.fields })),
    removed: diff.removed.map((s) => ({
      ...named(s),
      stars: s.stars,
      ...(s.badgeId === null ? {} : { badge_id: s.badgeId }),
    })),
    unchanged: diff.unchanged,
    kept_hand_made: diff.keptHandMade,
    speakers: programme.speakers.length,
    rooms: programme.rooms.length,
  };
}

export const consoleProgrammeRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const timeZone = ctx.config.eventTimeZone;
  const parse = (file: string): ImportedProgramme => {
    const parsed = parseScheduleFile(file, timeZone);
    if (parsed.kind === 'refused') throw new Refusal('invalid-fields', { file: parsed.errors });
    return parsed.programme;
  };
  const options = {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: { body: ImportBody, response: replies({ 200: ImportReply }) },
  };

  app.post(`${PROGRAMME_CONSOLE_PATH}/import/preview`, options, async (request) => {
    const programme = parse(request.body.file);
    return importReply(programme, await previewImport(ctx.db, programme), false, timeZone);
  });

  app.post(`${PROGRAMME_CONSOLE_PATH}/import/apply`, options, async (request) => {
    const programme = parse(request.body.file);
    const diff = await applyImport(ctx.db, programme, stampOf(request, ctx));
    await refreshPictureOrigins(base, ctx.db);
    return importReply(programme, diff, true, timeZone);
  });
};
