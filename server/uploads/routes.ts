// GET /uploads/attendee/avatars/<id>/original.<ext>: public avatars (provider-api.md §1 "Uploads").
// Only that one shape of path is served: the id must be a UUID and the name one of four, so no
// request can reach another file (CVs live outside this tree and are never served from here).
// NOTE: an SVG may carry script; every answer forbids it with a CSP and nosniff.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, replies } from '../contract/common.ts';
import { isUuid } from '../domain/ids.ts';
import { Refusal } from '../plugins/errors.ts';
import { PICTURE_CONTENT_SECURITY_POLICY } from '../plugins/security-headers.ts';
import { sendStoredUpload } from './send.ts';
import { IMAGE_CONTENT_TYPES, type ImageExt } from './sniff.ts';
import { createUploadStore, uploadsRoot } from './storage.ts';

const AvatarParams = Type.Object({ id: Type.String(), file: Type.String() });
const AVATAR_FILE = /^original\.(png|jpg|gif|svg)$/;
/** Avatar URLs carry `?v=<upload time>`, so a day of caching never shows a replaced picture. */
const AVATAR_CACHE = 'public, max-age=86400';
const STALE_TEMP_MS = 3600_000;

export const uploadRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  // An upload in flight lasts seconds; an hour-old temp file belongs to a process that died.
  await store.sweepTemp(STALE_TEMP_MS);

  app.get(
    '/uploads/attendee/avatars/:id/:file',
    { schema: { params: AvatarParams, response: replies({ 200: FileReply }) } },
    async (request, reply) => {
      const { id, file } = request.params;
      const ext = AVATAR_FILE.exec(file)?.[1] as ImageExt | undefined;
      if (!ext || !isUuid(id) || id !== id.toLowerCase()) throw new Refusal('not-found');
      const sent = await sendStoredUpload(reply, store, store.avatarKey(id, ext), {
        'content-type': IMAGE_CONTENT_TYPES[ext],
        'cache-control': AVATAR_CACHE,
        'content-security-policy': PICTURE_CONTENT_SECURITY_POLICY,
      });
      if (!sent) throw new Refusal('not-found');
      return reply;
    },
  );
};
