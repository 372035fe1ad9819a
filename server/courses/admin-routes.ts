// The console's courses (issue 23): GET the list with attendee counts, POST a course, PATCH its
// name, DELETE it (refused with a field error while an attendee has chosen it). Admin staff only
// (the gate is admin/routes.ts's). The sign-up reads them at GET /api/attendee/courses.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../plugins/app-context.ts';
import { IdParams, replies } from '../contract/common.ts';
import { RemovalReply } from '../contract/catalogue-admin.ts';
import * as wire from '../contract/courses-admin.ts';
import * as repo from './admin-repo.ts';
import { Refusal } from '../plugins/errors.ts';
import { settled, stampOf } from '../admin/common.ts';
import { intId } from '../plugins/ids.ts';
import { CONSOLE_PATH } from '#contract/paths';

const PATH = `${CONSOLE_PATH}/courses`;

export const consoleCourseRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  async function answer(id: number) {
    const row = await repo.findConsoleCourse(ctx.db, id);
    if (!row) throw new Refusal('not-found');
    return { data: row };
  }

  app.get(PATH, { schema: { response: replies({ 200: wire.ConsoleCourseListReply }) } }, async () => ({
    data: await repo.listConsoleCourses(ctx.db),
  }));

  app.post(
    PATH,
    { schema: { body: wire.CourseBody, response: replies({ 201: wire.ConsoleCourseReply }) } },
    async (request, reply) => {
      const created = settled(await repo.createCourse(ctx.db, request.body.name, stampOf(request, ctx)));
      return reply.code(201).send(await answer(created.id));
    },
  );

  app.patch(
    `${PATH}/:id`,
    {
      schema: {
        params: IdParams,
        body: wire.CourseBody,
        response: replies({ 200: wire.ConsoleCourseReply }),
      },
    },
    async (request) => {
      const id = intId(request.params.id);
      settled(await repo.renameCourse(ctx.db, id, request.body.name, stampOf(request, ctx)));
      return answer(id);
    },
  );

  app.delete(
    `${PATH}/:id`,
    { schema: { params: IdParams, response: replies({ 200: RemovalReply }) } },
    async (request) => {
      settled(await repo.removeCourse(ctx.db, intId(request.params.id), stampOf(request, ctx)));
      return { outcome: 'deleted' as const };
    },
  );
};
