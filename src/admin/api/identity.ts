// The event's identity in the console (issue 23; contract/identity-admin.ts): name, short
// name, colours, logo and installed-app icons, read and saved. Writes never queue (admin/api/catalogue.ts
// says why); a settings refusal is thrown for the console's action to show per field, a file's
// refusal is answered in words.
import { t } from '@lingui/core/macro';
import type { ConsoleIdentityReply, IdentityBody, IdentityIcon } from '#contract/identity-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { uploadForm } from '../../api/transfer.ts';
import { asObject, fieldsOf, pagePicture } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';

const PATH = 'api/admin/console/identity';

export type IdentitySettings = {
  name: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
};

export type ConsoleIdentity = {
  /** What the organiser set ('' where the default holds). */
  settings: IdentitySettings;
  name: string;
  shortName: string;
  logo: string | null;
  icons: { icon192: string; icon512: string; maskable: string } | null;
  defaults: { name: string; themeColor: string; backgroundColor: string };
};

export type FileResult = { kind: 'done' } | { kind: 'refused'; reason: string };

function toIdentity(body: unknown): ConsoleIdentity {
  const w = fieldsOf<ConsoleIdentityReply>(body, 'identity');
  const s = fieldsOf<ConsoleIdentityReply['settings']>(w.raw.settings, 'identity.settings');
  const d = asObject<ConsoleIdentityReply['defaults']>(w.raw.defaults, 'identity.defaults');
  const icons = w.raw.icons
    ? asObject<NonNullable<ConsoleIdentityReply['icons']>>(w.raw.icons, 'identity.icons')
    : null;
  return {
    settings: {
      name: s.optionalString('name') ?? '',
      shortName: s.optionalString('short_name') ?? '',
      themeColor: s.optionalString('theme_color') ?? '',
      backgroundColor: s.optionalString('background_color') ?? '',
    },
    name: String(w.raw.name),
    shortName: String(w.raw.short_name),
    logo: w.optionalPicture('logo'),
    icons: icons && {
      icon192: pagePicture(String(icons.icon_192)),
      icon512: pagePicture(String(icons.icon_512)),
      maskable: pagePicture(String(icons.maskable)),
    },
    defaults: {
      name: String(d.name),
      themeColor: String(d.theme_color),
      backgroundColor: String(d.background_color),
    },
  };
}

export const readConsoleIdentity = (userKey: string): AsyncGenerator<Reading<ConsoleIdentity>, void, void> =>
  get(PATH, toIdentity, { userKey });

/** Empty fields go as null: back to the default. */
export async function saveIdentity(settings: IdentitySettings): Promise<void> {
  const or = (text: string) => (text.trim() === '' ? null : text.trim());
  await sendWrite({
    method: 'PUT',
    path: PATH,
    body: {
      name: or(settings.name),
      short_name: or(settings.shortName),
      theme_color: or(settings.themeColor),
      background_color: or(settings.backgroundColor),
    } satisfies IdentityBody,
  });
}

async function sendFile(path: string, key: string, file: Blob, name: string): Promise<FileResult> {
  const form = new FormData();
  form.append(`${key}[file]`, file, name);
  const result = await uploadForm('PUT', path, form, () => undefined);
  if (result.ok) return { kind: 'done' };
  const { failure } = result;
  if (failure.kind !== 'http') return { kind: 'refused', reason: t`No connection: the file was not sent.` };
  if (failure.status === 413) return { kind: 'refused', reason: t`This file is too large.` };
  const errors = (failure.body as { errors?: Record<string, string[]> } | null)?.errors;
  const said = errors?.[key]?.[0];
  return { kind: 'refused', reason: said ?? t`The server did not take it. Try again.` };
}

export const setLogo = (file: File): Promise<FileResult> => sendFile(`${PATH}/logo`, 'logo', file, file.name);

export const setIcon = (icon: IdentityIcon, png: Blob): Promise<FileResult> =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name, not words
  sendFile(`${PATH}/icons/${icon}`, 'icon', png, `icon-${icon}.png`);

export async function removeIdentityFile(what: 'logo' | 'icons'): Promise<FileResult> {
  try {
    await sendWrite({ method: 'DELETE', path: `${PATH}/${what}` });
    return { kind: 'done' };
  } catch {
    return { kind: 'refused', reason: t`Nothing was removed. Try again.` };
  }
}
