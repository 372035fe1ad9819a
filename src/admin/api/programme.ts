// The console's programme calls (issue 22; server/contract/programme.ts): preview and apply an
// import of a frab schedule.xml or pretalx schedule.json, and the hand writes of sessions,
// speakers and rooms. Reads are the public GET /api/programme (api/programme.ts). Like the rest of
// the console, writes never queue: the organiser needs the server's answer.
import type { ImportBody, ImportReply, RoomBody, SessionBody, SpeakerBody } from '#contract/programme';
import { toApiFailure } from '../../api/errors.ts';
import { fieldErrorsOf } from './catalogue.ts';
import { asArray, asObject, asString, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const BASE = 'api/admin/console/programme';

export type DiffSession = { guid: string; title: string; start: string; room: string | null };

export type ImportReport = {
  format: 'frab-xml' | 'pretalx-json';
  conference: string;
  isApplied: boolean;
  added: DiffSession[];
  changed: (DiffSession & { fields: string[] })[];
  removed: (DiffSession & { stars: number; badgeId: number | null })[];
  unchanged: number;
  keptHandMade: number;
  speakers: number;
  rooms: number;
};

/** What an import call came to: its report, the file's faults (422), or another failure. */
export type ImportOutcome =
  | { kind: 'report'; report: ImportReport }
  | { kind: 'invalid'; errors: string[] }
  | { kind: 'failed'; status: number | null };

function toDiff(item: unknown): DiffSession {
  const w = fieldsOf<ImportReply['added'][number]>(item, 'import.session');
  return {
    guid: w.string('guid'),
    title: w.string('title'),
    start: w.string('start'),
    room: w.optionalString('room') || null,
  };
}

export function toImportReport(body: unknown): ImportReport {
  const w = fieldsOf<ImportReply>(body, 'import');
  return {
    format: w.raw.format === 'pretalx-json' ? 'pretalx-json' : 'frab-xml',
    conference: w.string('conference'),
    isApplied: w.raw.applied === true,
    added: asArray(w.raw.added, 'import.added').map(toDiff),
    changed: asArray(w.raw.changed, 'import.changed').map((item) => ({
      ...toDiff(item),
      fields: asArray(asObject<{ fields: unknown }>(item, 'changed').fields, 'changed.fields').map((f) =>
        asString(f, 'changed.field'),
      ),
    })),
    removed: asArray(w.raw.removed, 'import.removed').map((item) => {
      const r = fieldsOf<ImportReply['removed'][number]>(item, 'removed');
      return {
        ...toDiff(item),
        stars: r.number('stars'),
        badgeId: typeof r.raw.badge_id === 'number' ? r.raw.badge_id : null,
      };
    }),
    unchanged: w.number('unchanged'),
    keptHandMade: w.number('kept_hand_made'),
    speakers: w.number('speakers'),
    rooms: w.number('rooms'),
  };
}

/** Previews (`apply` false) or applies a schedule file's text; never throws. */
export async function sendImport(file: string, apply: boolean): Promise<ImportOutcome> {
  try {
    const body = await sendWrite({
      method: 'POST',
      path: `${BASE}/import/${apply ? 'apply' : 'preview'}`,
      body: { file } satisfies ImportBody,
    });
    return { kind: 'report', report: toImportReport(body) };
  } catch (error) {
    const failure = await toApiFailure(error);
    if (failure.kind !== 'http') return { kind: 'failed', status: null };
    const fields = failure.status === 422 ? fieldErrorsOf(failure.body) : {};
    const file422 = (failure.body as { errors?: { file?: unknown } } | null)?.errors?.file;
    if (Array.isArray(file422)) return { kind: 'invalid', errors: file422.map(String) };
    if (Object.keys(fields).length > 0) return { kind: 'invalid', errors: Object.values(fields) };
    return { kind: 'failed', status: failure.status };
  }
}

type Entity = 'sessions' | 'speakers' | 'rooms';

async function save(entity: Entity, id: string | number | null, body: object): Promise<string> {
  const reply = await sendWrite(
    id === null
      ? { method: 'POST', path: `${BASE}/${entity}`, body }
      : { method: 'PATCH', path: `${BASE}/${entity}/${encodeURIComponent(String(id))}`, body },
  );
  const data = asObject<{ data: unknown }>(reply, `${entity} reply`).data;
  const w = asObject<{ title?: unknown; name?: unknown }>(data, entity);
  return asString(entity === 'sessions' ? w.title : w.name, `${entity}.name`);
}

/** Creates (id null) or edits; answers the saved title or name; throws the server's refusal. */
export const saveSession = (id: string | null, body: SessionBody) => save('sessions', id, body);
export const saveSpeaker = (id: number | null, body: SpeakerBody) => save('speakers', id, body);
export const saveRoom = (id: number | null, body: RoomBody) => save('rooms', id, body);

export async function removeProgrammeRow(entity: Entity, id: string | number): Promise<void> {
  await sendWrite({ method: 'DELETE', path: `${BASE}/${entity}/${encodeURIComponent(String(id))}` });
}
