// Pictures of badges, store items and prizes (issue 13). PUT <console>/<kind>/:id/image takes the
// multipart field `image[file]`, judged by its content (uploads/sniff.ts: PNG, JPEG, GIF, SVG) and
// at most CATALOGUE_IMAGE_MAX_BYTES; the row points at the new path once its write committed, then
// the file is moved into place. DELETE there removes the picture (issue 23): the row points at
// none, then the files go. GET /uploads/catalogue/<kind>/<id>/original.<ext> serves them,
// public like avatars, with the same CSP and nosniff (an SVG may carry script).
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, IdParams, replies } from '../contract/common.ts';
import * as wire from '../contract/catalogue-admin.ts';
import type { AuditStamp } from '../audit/repo.ts';
import type { EditResult } from './rows.ts';
import { setBadgeImage } from '../badges/admin-repo.ts';
import { setPrizeImage } from '../store/admin-prize-repo.ts';
import { setItemImage } from '../store/admin-repo.ts';
import type { Db } from '../db/client.ts';
import { Refusal } from '../plugins/errors.ts';
import { PICTURE_CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';
import { catalogueImageVerdict } from '../uploads/checks.ts';
import { oneFileForm, readUploadForm, takeUploads } from '../uploads/form.ts';
import { CATALOGUE_IMAGE_MAX_BYTES } from '../uploads/limits.ts';
import { sendStoredUpload } from '../uploads/send.ts';
import { IMAGE_CONTENT_TYPES, type ImageExt } from '../uploads/sniff.ts';
import { catalogueImageUrl, createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { adminOnly, catalogueChanged, settled, stampOf } from './common.ts';
import { intId } from '../plugins/ids.ts';
import { CONSOLE_PATH } from '#contract/paths';

type SetImage = (db: Db, id: number, path: string | null, stamp: AuditStamp) => Promise<EditResult<unknown>>;

const SET_IMAGE: Record<wire.CatalogueKind, SetImage> = {
  badges: setBadgeImage,
  products: setItemImage,
  prizes: setPrizeImage,
};

const ImageFileParams = Type.Object({ kind: Type.String(), id: Type.String(), file: Type.String() });
const IMAGE_FILE = /^original\.(png|jpg|gif|svg)$/;
const IMAGE_CACHE = 'public, max-age=86400';
const INVALID_IMAGE = { image: ['is invalid'] };
const ImageRemovedReply = Type.Object({ image: Type.Null() });

const isKind = (kind: string): kind is wire.CatalogueKind =>
  (wire.CATALOGUE_KINDS as readonly string[]).includes(kind);

export const consoleImageRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  await takeUploads(base, ctx.config);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const formSpec = oneFileForm('image', CATALOGUE_IMAGE_MAX_BYTES, store);

  for (const kind of wire.CATALOGUE_KINDS) {
    app.put(
      `${CONSOLE_PATH}/${kind}/:id/image`,
      {
        onRequest: [app.authenticate, adminOnly],
        schema: { params: IdParams, response: replies({ 200: wire.ImageSetReply }) },
      },
      async (request, reply) => {
        const id = intId(request.params.id);
        const form = await readUploadForm(request, reply, formSpec);
        try {
          const verdict = catalogueImageVerdict(form);
          if (verdict.kind !== 'ok') throw new Refusal('invalid-fields', INVALID_IMAGE);
          const stamp = stampOf(request, ctx);
          const path = catalogueImageUrl(kind, id, verdict.value.kind, stamp.at);
          settled(await SET_IMAGE[kind](ctx.db, id, path, stamp));
          await store.placeCatalogueImage(kind, id, verdict.value.file.path, verdict.value.kind);
          catalogueChanged(ctx);
          return { image: ctx.links.absolute(path) };
        } finally {
          await store.discard(form.tempPaths);
        }
      },
    );
  }

  for (const kind of wire.CATALOGUE_KINDS) {
    app.delete(
      `${CONSOLE_PATH}/${kind}/:id/image`,
      {
        onRequest: [app.authenticate, adminOnly],
        schema: { params: IdParams, response: replies({ 200: ImageRemovedReply }) },
      },
      async (request) => {
        const id = intId(request.params.id);
        settled(await SET_IMAGE[kind](ctx.db, id, null, stampOf(request, ctx)));
        await store.removeCatalogueImages(kind, id);
        catalogueChanged(ctx);
        return { image: null };
      },
    );
  }

  app.get(
    '/uploads/catalogue/:kind/:id/:file',
    { schema: { params: ImageFileParams, response: replies({ 200: FileReply }) } },
    async (request, reply) => {
      const { kind, id, file } = request.params;
      const ext = IMAGE_FILE.exec(file)?.[1] as ImageExt | undefined;
      if (!ext || !isKind(kind) || !/^[1-9]\d{0,9}$/.test(id)) throw new Refusal('not-found');
      const sent = await sendStoredUpload(reply, store, store.catalogueImageKey(kind, Number(id), ext), {
        'content-type': IMAGE_CONTENT_TYPES[ext],
        'cache-control': IMAGE_CACHE,
        'content-security-policy': PICTURE_CONTENT_SECURITY_POLICY,
      });
      if (!sent) throw new Refusal('not-found');
      return reply;
    },
  );
};
