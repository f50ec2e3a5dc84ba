import { reportEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import {
  readAppsUrlsPie,
  readAttendanceReport,
  readCustomersPie,
  readGeneralReport,
  readMembersPie,
  readProjectMembersReport,
  readProjectsPie,
  readProjectsReport,
  readTimelineReport,
} from './reports.service.ts';

/** Spec §7 Reports: each report and chart of the catalogue to its service (the exports have their own module). */
export const reportsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.attendance, async (request) =>
    ok(await readAttendanceReport({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.general, async (request) =>
    ok(await readGeneralReport({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.projects, async (request) =>
    ok(await readProjectsReport({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.projectMembers, async (request) =>
    ok(await readProjectMembersReport({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.timeline, async (request) =>
    ok(await readTimelineReport({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.membersPie, async (request) =>
    ok(await readMembersPie({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.projectsPie, async (request) =>
    ok(await readProjectsPie({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.customersPie, async (request) =>
    ok(await readCustomersPie({ deps, auth: requireAuth(request), query: request.query })),
  );
  registerEndpoint(app, endpoints.appsUrlsPie, async (request) =>
    ok(await readAppsUrlsPie({ deps, auth: requireAuth(request), query: request.query })),
  );
};
