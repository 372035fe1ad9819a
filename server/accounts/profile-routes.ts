// PATCH/PUT /api/attendees/:id (the attendee edits nickname, course, avatar, CV), DELETE
// /api/attendees/:id (the attendee leaves), and GET /api/attendees/:id/cv, our private CV file
// (provider-api.md §3; DESIGN.md §3.2, §8). Files are written to a temp path, the row changes in
// one transaction, and only then is the file renamed into place; a refused edit changes nothing.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, IdParams, NoBody, replies } from '../contract/common.ts';
import { ProfileReply } from '../contract/profile.ts';
import { findAttendee } from './attendee-repo.ts';
import * as repo from './profile-repo.ts';
import {
  attendeeCvUrl,
  avatarUrl,
  canSeeAttendeeCv,
  cvFilename,
  decideProfileEdit,
} from './profile-rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { avatarVerdict, cvVerdict } from '../uploads/checks.ts';
import { readUploadForm, takeUploads } from '../uploads/form.ts';
import { AVATAR_MAX_BYTES, requestCapBytes } from '../uploads/limits.ts';
import { sendStoredUpload } from '../uploads/send.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { uuidId } from '../plugins/ids.ts';
import { attendeeSimple, withFileLinks } from './attendee-json.ts';
import { signedOrAuthenticated } from '../uploads/signed-links.ts';
import { ATTENDEE_CV_PATH, ATTENDEE_PATH } from '#contract/paths';

export const profileRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  await takeUploads(base, ctx.config);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const formSpec = {
    key: 'attendee',
    files: { avatar: AVATAR_MAX_BYTES, cv: ctx.config.maxCvBytes },
    capBytes: requestCapBytes(ctx.config),
    newTempPath: store.newTempPath,
    discard: store.discard,
  };

  /** The path's attendee when it is the caller's own (provider order: 400, 404, then the role). */
  async function ownProfile(request: FastifyRequest, rawId: string) {
    const caller = callerOf(request);
    const id = uuidId(rawId);
    const owner = await repo.findProfileOwner(ctx.db, id);
    if (!owner) throw new Refusal('not-found');
    return { caller, id, owner };
  }

  async function edit(request: FastifyRequest, reply: FastifyReply, rawId: string): Promise<ProfileReply> {
    const { caller, id } = await ownProfile(request, rawId);
    // DESIGN.md §3.1: the provider crashes (500) on a non-attendee; we refuse.
    if (caller.type !== 'attendee') throw new Refusal('profile-not-attendee');
    if (caller.attendeeId !== id) throw new Refusal('login-error');
    const form = await readUploadForm(request, reply, formSpec);
    try {
      const avatar = avatarVerdict(form);
      const cv = cvVerdict(form);
      const decision = decideProfileEdit({ fields: form.fields, avatar, cv });
      if (decision.kind === 'refused') throw new Refusal('invalid-fields', decision.errors);
      const at = ctx.now();
      const write: repo.ProfileWrite = { ...decision.changes };
      if (avatar.kind === 'ok') write.avatar = avatarUrl(id, avatar.value.kind, at);
      if (cv.kind === 'ok') write.cv = attendeeCvUrl(id, at);
      const errors = await repo.updateProfile(ctx.db, id, write);
      if (errors) throw new Refusal('invalid-fields', errors);
      if (avatar.kind === 'ok') await store.placeAvatar(id, avatar.value.file.path, avatar.value.kind);
      if (cv.kind === 'ok') await store.placeCv({ kind: 'attendee', id }, cv.value.file.path);
    } finally {
      await store.discard(form.tempPaths);
    }
    ctx.events.publish({ type: 'profile-changed', attendeeId: id });
    const attendee = await findAttendee(ctx.db, { id });
    if (!attendee) throw new Refusal('not-found');
    return { data: attendeeSimple(withFileLinks(attendee, ctx.links, true)) };
  }

  const options = (response: ReturnType<typeof replies>) => ({
    onRequest: app.authenticate,
    schema: { params: IdParams, response },
  });
  const editOptions = options(replies({ 200: ProfileReply }));
  app.patch(ATTENDEE_PATH, editOptions, (request, reply) => edit(request, reply, request.params.id));
  app.put(ATTENDEE_PATH, editOptions, (request, reply) => edit(request, reply, request.params.id));

  app.delete(ATTENDEE_PATH, options(replies({ 204: NoBody })), async (request, reply) => {
    const { caller, id } = await ownProfile(request, request.params.id);
    if (caller.type !== 'attendee' || caller.attendeeId !== id) throw new Refusal('no-permission');
    await repo.deleteAttendeeAndUser(ctx.db, id);
    await store.removeAttendeeFiles(id);
    ctx.events.publish({ type: 'profile-changed', attendeeId: id });
    ctx.events.publish({ type: 'sessions-ended', userId: caller.userId });
    return reply.code(204).send();
  });

  const cvAccess = signedOrAuthenticated(app, ctx.links);
  const cvOptions = {
    onRequest: cvAccess.onRequest,
    schema: { params: IdParams, response: replies({ 200: FileReply }) },
  };
  app.get(ATTENDEE_CV_PATH, cvOptions, async (request, reply) => {
    const id = uuidId(request.params.id);
    const owner = await repo.findProfileOwner(ctx.db, id);
    if (!owner) throw new Refusal('not-found');
    if (!cvAccess.isSigned(request)) {
      const viewer = await repo.loadCvViewer(ctx.db, callerOf(request), id);
      if (!canSeeAttendeeCv(viewer, { id, isRegistered: owner.userId !== null }))
        throw new Refusal('forbidden');
    }
    const sent = owner.cv
      ? await sendStoredUpload(reply, store, store.cvKey({ kind: 'attendee', id }), {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${cvFilename(owner.nickname)}"`,
          'cache-control': 'private, no-cache',
        })
      : null;
    if (!sent) throw new Refusal('not-found');
    return reply;
  });
};
