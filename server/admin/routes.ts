// The organiser console's API (issue 13), under /api/admin/console: badges, store items, wheel
// prizes, their pictures, and the audit log of every change made here. Every route but the
// public pictures is for signed-in admin staff (the staff JWT, not the CLI's `Admin <secret>`
// realm of admin/command-routes.ts); the gate runs before the body is read.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../plugins/app-context.ts';
import { consoleAuditRoutes } from '../audit/routes.ts';
import { consoleBadgeRoutes } from '../badges/admin-routes.ts';
import { consoleCardSheetRoutes } from '../cards/sheet-routes.ts';
import { consoleCardRoutes } from '../cards/admin-routes.ts';
import { adminOnly } from './common.ts';
import { consoleCodeRoutes } from '../badges/admin-code-routes.ts';
import { consoleCourseRoutes } from '../courses/admin-routes.ts';
import { consoleDashboardRoutes } from '../dashboard/admin-routes.ts';
import { consoleGameRoutes } from '../games/admin-routes.ts';
import { consoleIdentityRoutes } from '../event/admin-routes.ts';
import { consoleImageRoutes } from './image-routes.ts';
import { consoleImportRoutes } from '../transfer/import-routes.ts';
import { consolePrizeRoutes } from '../store/admin-prize-routes.ts';
import { consoleProgrammeEditRoutes } from '../programme/admin-edit-routes.ts';
import { consoleProgrammeRoutes } from '../programme/admin-routes.ts';
import { consoleSponsorRoutes } from '../companies/admin-routes.ts';
import { consoleStaffRoutes } from '../accounts/admin-staff-routes.ts';
import { consoleStoreRoutes } from '../store/admin-routes.ts';
import { consoleTransferRoutes } from '../transfer/admin-routes.ts';
import { consoleVenueRoutes } from '../venue/admin-routes.ts';

/** The admin-only routes, in one encapsulated context that carries the gate. */
const gatedRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', adminOnly);
  for (const routes of [
    consoleBadgeRoutes,
    consoleStoreRoutes,
    consolePrizeRoutes,
    consoleSponsorRoutes,
    consoleStaffRoutes,
    consoleCardRoutes,
    consoleTransferRoutes,
    consoleImportRoutes,
    consoleDashboardRoutes,
    consoleVenueRoutes,
    consoleProgrammeRoutes,
    consoleProgrammeEditRoutes,
    consoleCourseRoutes,
    consoleCodeRoutes,
    consoleGameRoutes,
    consoleAuditRoutes,
  ]) {
    await app.register(routes, ctx);
  }
};

export const consoleRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  await app.register(gatedRoutes, ctx);
  // Uploads gate themselves (onRequest); the pictures they serve are public.
  await app.register(consoleImageRoutes, ctx);
  await app.register(consoleIdentityRoutes, ctx);
  // The printable card sheets open from a signed link in a new tab, or with the admin's session.
  await app.register(consoleCardSheetRoutes, ctx);
};
