// The console's courses (issue 23): GET the list with attendee counts, POST a course, PATCH its
// name, DELETE it (refused with a field error while an attendee has chosen it). Admin staff only
// (the gate is admin/routes.ts's). The sign-up reads them at GET /api/attendee/courses.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../plugins/app-context.ts';
import * as wire from '../contract/courses-admin.ts';
import * as repo from './admin-repo.ts';
import { settled } from '../admin/common.ts';
import { registerTableRoutes } from '../admin/table-routes.ts';
import { intId } from '../plugins/ids.ts';
import { CONSOLE_PATH } from '#contract/paths';

export const consoleCourseRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  registerTableRoutes(app, ctx, {
    path: `${CONSOLE_PATH}/courses`,
    idOf: intId,
    schemas: {
      create: wire.CourseBody,
      edit: wire.CourseBody,
      list: wire.ConsoleCourseListReply,
      one: wire.ConsoleCourseReply,
    },
    list: async () => ({ data: await repo.listConsoleCourses(ctx.db) }),
    find: (id) => repo.findConsoleCourse(ctx.db, id),
    create: async (body, stamp) => settled(await repo.createCourse(ctx.db, body.name, stamp)).id,
    edit: async (id, body, stamp) => {
      settled(await repo.renameCourse(ctx.db, id, body.name, stamp));
    },
    remove: async (id, stamp) => {
      settled(await repo.removeCourse(ctx.db, id, stamp));
      return 'deleted';
    },
  });
};
