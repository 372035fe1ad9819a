// GET and PATCH/PUT /api/staff/cv/:user_id: a staff member reads and uploads their own CV
// (provider-api.md §3 "CVs"), and GET /api/staff/cv/:user_id/file, our private CV file, served to
// staff and to companies with CV access (staff CVs are in every company's CV zip).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { FileReply, replies } from '../contract/common.ts';
import { StaffCvReply, UserIdParams } from '../contract/profile.ts';
import * as repo from './profile-repo.ts';
import { canSeeStaffCv, cvFilename, decideProfileEdit, staffCvUrl } from './profile-rules.ts';
import { callerOf } from '../plugins/auth.ts';
import { Refusal } from '../plugins/errors.ts';
import { cvVerdict } from '../uploads/checks.ts';
import { readUploadForm, takeUploads } from '../uploads/form.ts';
import { requestCapBytes } from '../uploads/limits.ts';
import { sendStoredUpload } from '../uploads/send.ts';
import { createUploadStore, uploadsRoot } from '../uploads/storage.ts';
import { intId } from '../plugins/ids.ts';
import { signedOrAuthenticated } from '../uploads/signed-links.ts';
import { STAFF_CV_FILE_PATH, STAFF_CV_PATH } from '#contract/paths';

export const staffCvRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  await takeUploads(base, ctx.config);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const store = createUploadStore(uploadsRoot(ctx.config), ctx.db);
  const formSpec = {
    key: 'staff',
    files: { cv: ctx.config.maxCvBytes },
    capBytes: requestCapBytes(ctx.config),
    newTempPath: store.newTempPath,
    discard: store.discard,
  };

  /** The path's user; 404 when unknown, and 401 unless it is the calling staff member. */
  async function ownStaff(request: FastifyRequest, rawUserId: string) {
    const caller = callerOf(request);
    const userId = intId(rawUserId);
    const found = await repo.findUserStaff(ctx.db, userId);
    if (!found) throw new Refusal('not-found');
    if (caller.type !== 'staff' || caller.userId !== userId || !found.staff) throw new Refusal('login-error');
    return found.staff;
  }

  const options = {
    onRequest: app.authenticate,
    schema: { params: UserIdParams, response: replies({ 200: StaffCvReply }) },
  };

  app.get(STAFF_CV_PATH, options, async (request): Promise<StaffCvReply> => {
    const staff = await ownStaff(request, request.params.user_id);
    return { id: staff.id, cv: ctx.links.cv(staff.cv, true) };
  });

  async function upload(
    request: FastifyRequest,
    reply: FastifyReply,
    rawUserId: string,
  ): Promise<StaffCvReply> {
    const staff = await ownStaff(request, rawUserId);
    const form = await readUploadForm(request, reply, formSpec);
    let cvUrl = staff.cv;
    try {
      const cv = cvVerdict(form);
      const decision = decideProfileEdit({ fields: {}, avatar: { kind: 'absent' }, cv });
      if (decision.kind === 'refused') throw new Refusal('invalid-fields', decision.errors);
      if (cv.kind === 'ok') {
        cvUrl = staffCvUrl(staff.userId, ctx.now());
        await repo.setStaffCv(ctx.db, staff.id, cvUrl);
        await store.placeCv({ kind: 'staff', userId: staff.userId }, cv.value.file.path);
      }
    } finally {
      await store.discard(form.tempPaths);
    }
    return { id: staff.id, cv: ctx.links.cv(cvUrl, true) };
  }
  app.patch(STAFF_CV_PATH, options, (request, reply) => upload(request, reply, request.params.user_id));
  app.put(STAFF_CV_PATH, options, (request, reply) => upload(request, reply, request.params.user_id));

  const fileAccess = signedOrAuthenticated(app, ctx.links);
  const fileOptions = {
    onRequest: fileAccess.onRequest,
    schema: { params: UserIdParams, response: replies({ 200: FileReply }) },
  };
  app.get(STAFF_CV_FILE_PATH, fileOptions, async (request, reply) => {
    const userId = intId(request.params.user_id);
    const found = await repo.findUserStaff(ctx.db, userId);
    if (!found?.staff) throw new Refusal('not-found');
    if (
      !fileAccess.isSigned(request) &&
      !canSeeStaffCv(await repo.loadCvViewer(ctx.db, callerOf(request), null))
    )
      throw new Refusal('forbidden');
    const sent = found.staff.cv
      ? await sendStoredUpload(reply, store, store.cvKey({ kind: 'staff', userId }), {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${cvFilename(found.staff.nickname)}"`,
          'cache-control': 'private, no-cache',
        })
      : null;
    if (!sent) throw new Refusal('not-found');
    return reply;
  });
};
