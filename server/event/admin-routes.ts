// The event's identity in the console (issue 23): GET and PUT the name, short name and colours;
// PUT (multipart `logo[file]`: PNG, JPEG, GIF or a checked SVG) and DELETE the logo; PUT
// (multipart `icon[file]`: a PNG of the exact size) each installed-app icon, DELETE them all. Admin
// staff only, each change in the audit log. GET /uploads/identity/<file> serves the files, public
// like the catalogue's pictures and with their CSP. After a commit every reader's copy is dropped
// (server/event/identity.ts): the manifest, the served HTML, GET /api/event, mails and cards.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, replies } from '../contract/common.ts';
import * as wire from '../contract/identity-admin.ts';
import * as repo from './identity-repo.ts';
import { decideIdentitySettings, THEME_DEFAULTS } from './identity-rules.ts';
import { identityOf } from './identity.ts';
import { Refusal } from '../plugins/errors.ts';
import { PICTURE_CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';
import { catalogueImageVerdict } from '../uploads/checks.ts';
import { oneFileForm, readUploadForm, takeUploads, type UploadForm } from '../uploads/form.ts';
import { CATALOGUE_IMAGE_MAX_BYTES } from '../uploads/limits.ts';
import { sendStoredUpload } from '../uploads/send.ts';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, sniffImage, type ImageExt } from '../uploads/sniff.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { adminOnly, catalogueChanged, stampOf } from '../admin/common.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/identity`;
/** An icon is a PNG of a fixed size; 1 MiB holds a 512 px photo-like one. */
const ICON_MAX_BYTES = 1024 * 1024;
const ICON_SIDE: Record<wire.IdentityIcon, number> = { '192': 192, '512': 512, maskable: 512 };
const ICON_COLUMN: Record<wire.IdentityIcon, repo.IdentityFile> = {
  '192': 'icon192',
  '512': 'icon512',
  maskable: 'iconMaskable',
};
const FILE_NAME = /^(logo\.(png|jpg|gif|svg)|icon-(192|512|maskable)\.png)$/;
const FILE_CACHE = 'public, max-age=86400';

const IconParams = Type.Object({ icon: Type.String() });
const FileParams = Type.Object({ file: Type.String() });

const isIcon = (icon: string): icon is wire.IdentityIcon =>
  (wire.IDENTITY_ICONS as readonly string[]).includes(icon);

/** Width and height of a PNG from its IHDR chunk (bytes 16–23), or null when the head is short. */
const pngSide = (head: Buffer): [number, number] | null =>
  head.length >= 24 ? [head.readUInt32BE(16), head.readUInt32BE(20)] : null;

export const consoleIdentityRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  await takeUploads(base, ctx.config);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const gate = { onRequest: [app.authenticate, adminOnly] };
  const form = (
    request: FastifyRequest,
    reply: Parameters<typeof readUploadForm>[1],
    key: string,
    max: number,
  ) => readUploadForm(request, reply, oneFileForm(key, max, store));

  async function answer(): Promise<wire.ConsoleIdentityReply> {
    const row = await repo.readIdentity(ctx.db);
    const now = identityOf(ctx.config, row);
    return {
      settings: {
        name: row.name,
        short_name: row.shortName,
        theme_color: row.themeColor,
        background_color: row.backgroundColor,
      },
      name: now.name,
      short_name: now.shortName,
      logo: ctx.links.absolute(now.logo),
      icons: now.icons && {
        icon_192: ctx.links.absolute(now.icons.icon192),
        icon_512: ctx.links.absolute(now.icons.icon512),
        maskable: ctx.links.absolute(now.icons.iconMaskable),
      },
      defaults: {
        name: ctx.config.eventName,
        theme_color: THEME_DEFAULTS.accent,
        background_color: THEME_DEFAULTS.background,
      },
    };
  }

  /** After a commit: this process's readers now, the others' through the fan-out's notice. */
  function changed(): void {
    ctx.identity.changed();
    catalogueChanged(ctx);
  }

  /** Stores a checked upload as `name`, removing the other kinds of the same file (uploads/storage.ts). */
  async function place(upload: UploadForm, name: string, ext: ImageExt, others: string[]) {
    await store.placeIdentityFile(`${name}.${ext}`, upload.files.file!.path, others);
  }

  const reply = { response: replies({ 200: wire.ConsoleIdentityReply }) };

  app.get(PATH, { ...gate, schema: reply }, answer);

  app.put(PATH, { ...gate, schema: { body: wire.IdentityBody, ...reply } }, async (request) => {
    const decided = decideIdentitySettings(request.body);
    if (decided.kind === 'refused') throw new Refusal('invalid-fields', decided.errors);
    await repo.setIdentitySettings(ctx.db, decided.value, stampOf(request, ctx));
    changed();
    return answer();
  });

  app.put(`${PATH}/logo`, { ...gate, schema: reply }, async (request, res) => {
    const upload = await form(request, res, 'logo', CATALOGUE_IMAGE_MAX_BYTES);
    try {
      const verdict = catalogueImageVerdict(upload);
      if (verdict.kind !== 'ok')
        throw new Refusal('invalid-fields', {
          logo: ['Choose a PNG, JPEG, GIF or SVG picture of at most 512 KB'],
        });
      const stamp = stampOf(request, ctx);
      const ext = verdict.value.kind;
      const served = `/uploads/identity/logo.${ext}?v=${stamp.at.getTime()}`;
      await repo.setIdentityFiles(ctx.db, { logo: served }, 'identity.logo', stamp);
      await place(
        upload,
        'logo',
        ext,
        IMAGE_EXTENSIONS.filter((e) => e !== ext).map((e) => `logo.${e}`),
      );
      changed();
      return answer();
    } finally {
      await store.discard(upload.tempPaths);
    }
  });

  app.delete(`${PATH}/logo`, { ...gate, schema: reply }, async (request) => {
    await repo.setIdentityFiles(ctx.db, { logo: null }, 'identity.logo', stampOf(request, ctx));
    await store.removeIdentityFiles(IMAGE_EXTENSIONS.map((e) => `logo.${e}`));
    changed();
    return answer();
  });

  app.put(
    `${PATH}/icons/:icon`,
    { ...gate, schema: { params: IconParams, ...reply } },
    async (request, res) => {
      const { icon } = request.params;
      if (!isIcon(icon)) throw new Refusal('not-found');
      const upload = await form(request, res, 'icon', ICON_MAX_BYTES);
      try {
        const side = ICON_SIDE[icon];
        const file = upload.files.file;
        const size = file && !file.isOversize && sniffImage(file.head) === 'png' ? pngSide(file.head) : null;
        if (size === null || size[0] !== side || size[1] !== side)
          throw new Refusal('invalid-fields', {
            icon: [`Choose a PNG of ${side} × ${side} pixels, at most 1 MB`],
          });
        const stamp = stampOf(request, ctx);
        const served = `/uploads/identity/icon-${icon}.png?v=${stamp.at.getTime()}`;
        await repo.setIdentityFiles(ctx.db, { [ICON_COLUMN[icon]]: served }, 'identity.icons', stamp);
        await place(upload, `icon-${icon}`, 'png', []);
        changed();
        return answer();
      } finally {
        await store.discard(upload.tempPaths);
      }
    },
  );

  app.delete(`${PATH}/icons`, { ...gate, schema: reply }, async (request) => {
    const none = { icon192: null, icon512: null, iconMaskable: null };
    await repo.setIdentityFiles(ctx.db, none, 'identity.icons', stampOf(request, ctx));
    await store.removeIdentityFiles(wire.IDENTITY_ICONS.map((i) => `icon-${i}.png`));
    changed();
    return answer();
  });

  app.get(
    '/uploads/identity/:file',
    { schema: { params: FileParams, response: replies({ 200: FileReply }) } },
    async (request, reply) => {
      const { file } = request.params;
      const match = FILE_NAME.exec(file);
      if (!match) throw new Refusal('not-found');
      const ext = (match[2] ?? 'png') as ImageExt;
      const sent = await sendStoredUpload(reply, store, store.identityKey(file), {
        'content-type': IMAGE_CONTENT_TYPES[ext],
        'cache-control': FILE_CACHE,
        'content-security-policy': PICTURE_CONTENT_SECURITY_POLICY,
      });
      if (!sent) throw new Refusal('not-found');
      return reply;
    },
  );
};
