import { memberDashboard, memberRangeQuery, okEnvelope } from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { memberDashboard as readMemberDashboard } from './dashboard.service.ts';

const tags = ['Dashboard'];

/** Spec §7 Dashboard: the employee dashboard of one member. */
export const dashboardRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.get(
    '/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A member's dashboard over a range of local days: activity, days, projects, apps and URLs",
        description:
          'fromDate..toDate are local days of the member (midnight to midnight in their time zone), at most 31 ' +
          "days; userId is a member id (the caller when omitted) in the caller's data scope (404 otherwise). From " +
          'the rollups only: days and totals as GetActivityMonthSummary answers them for the same range; projects ' +
          'by worked seconds with their share of the worked total (one decimal), largest first; the 20 most used ' +
          'apps and URL hosts with their share of all app and URL seconds, the rest summed in otherApps.',
        querystring: memberRangeQuery,
        response: { 200: okEnvelope(memberDashboard) },
      },
    },
    async (request) => ok(await readMemberDashboard({ deps, auth: requireAuth(request), query: request.query })),
  );
};
