// The console's badge codes (issue 23; contract/badge-codes-admin.ts): the codes attendees type
// in "Got a code?", each with its badge, label, use limit, expiry and uses, the attendees who used
// one, and their writes. Writes never queue (admin/api/catalogue.ts says why).
import type { CodeCreateBody, CodeEditBody, CodeUseJson, ConsoleCodeJson } from '#contract/badge-codes-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asObject, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const PATH = 'api/admin/console/codes';

export type ConsoleCode = {
  /** What the attendee types. */
  code: string;
  badgeId: number;
  badgeName: string;
  label: string;
  useLimit: number | null;
  expiresAt: string | null;
  disabledAt: string | null;
  insertedAt: string;
  uses: number;
};

export type CodeUse = { nickname: string | null; at: string };

function toCode(item: unknown): ConsoleCode {
  const w = fieldsOf<ConsoleCodeJson>(item, 'code');
  return {
    code: w.string('id'),
    badgeId: w.number('badge_id'),
    badgeName: w.string('badge_name'),
    label: w.string('label'),
    useLimit: w.raw.use_limit === null ? null : w.number('use_limit'),
    expiresAt: w.optionalString('expires_at'),
    disabledAt: w.optionalString('disabled_at'),
    insertedAt: w.string('inserted_at'),
    uses: w.number('uses'),
  };
}

function toUse(item: unknown): CodeUse {
  const w = fieldsOf<CodeUseJson>(item, 'use');
  return { nickname: w.optionalString('nickname'), at: w.string('at') };
}

const dataOf =
  <T>(parse: (item: unknown) => T, what: string) =>
  (body: unknown) =>
    asArray(asObject<{ data: unknown }>(body, what).data, what).map(parse);

export const readConsoleCodes = (userKey: string): AsyncGenerator<Reading<ConsoleCode[]>, void, void> =>
  get(PATH, dataOf(toCode, 'codes'), { userKey });

/** Who used a code, read from the network only (it changes while the console looks). */
export const readCodeUses = (code: string): AsyncGenerator<Reading<CodeUse[]>, void, void> =>
  get(`${PATH}/${code}/uses`, dataOf(toUse, 'uses'), { userKey: null });

export type CodeFields = Omit<CodeCreateBody, 'badge_id'> & { badge_id?: number };

/** Creates a code (code null) or edits one. */
export async function saveCode(code: string | null, fields: CodeFields): Promise<void> {
  await sendWrite(
    code === null
      ? { method: 'POST', path: PATH, body: fields }
      : { method: 'PATCH', path: `${PATH}/${code}`, body: fields },
  );
}

export async function setCodeDisabled(code: string, isDisabled: boolean): Promise<void> {
  await sendWrite({
    method: 'PATCH',
    path: `${PATH}/${code}`,
    body: { disabled: isDisabled } satisfies CodeEditBody,
  });
}

/** Deletes an unused code, or disables a used one: says which. */
export async function removeCode(code: string): Promise<'deleted' | 'disabled'> {
  const body = await sendWrite({ method: 'DELETE', path: `${PATH}/${code}` });
  return asObject<{ outcome: string }>(body, 'removal').outcome === 'deleted' ? 'deleted' : 'disabled';
}
