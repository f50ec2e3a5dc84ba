import { timelineEndpoints as endpoints, pickerPage } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import { answerWithEtag } from '../../http/etag.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { activityUsers as listActivityUsers } from './activity-users.service.ts';
import {
  addOfflineActivity,
  deleteActivities,
  editActivity,
  editBulkActivity,
  listUserTasks,
  dayDetail as readDayDetail,
  monthSummary as readMonthSummary,
} from './timeline.service.ts';

/** Spec §7 Timeline: the calls of the catalogue, each to its service; the object rules are in timeline.policy.ts. */
export const timelineRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, blobs }) => {
  const deps = { db, clock, blobs };

  registerEndpoint(app, endpoints.addOffline, async (request) => {
    const offline = { memberId: request.query.MemberId, request: request.body };
    return ok(await addOfflineActivity({ deps, auth: requireAuth(request), ...offline }));
  });

  registerEndpoint(app, endpoints.edit, async (request) => {
    const change = { activityId: request.query.ActivityId, request: request.body };
    return ok(await editActivity({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.editBulk, async (request) => {
    const change = { activityIds: request.query.ActivityIds, request: request.body };
    return ok(await editBulkActivity({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.deleteBulk, async (request) =>
    ok(
      await deleteActivities({ deps, auth: requireAuth(request), activityIds: request.query.ActivityIds, bulk: true }),
    ),
  );

  registerEndpoint(app, endpoints.delete, async (request) => {
    const activityIds = [request.query.ActivityId];
    return ok(await deleteActivities({ deps, auth: requireAuth(request), activityIds, bulk: false }));
  });

  registerEndpoint(app, endpoints.monthSummary, async (request) =>
    ok(await readMonthSummary({ deps, auth: requireAuth(request), query: request.query })),
  );

  registerEndpoint(app, endpoints.dayDetail, async (request) =>
    ok(await readDayDetail({ deps, auth: requireAuth(request), query: request.query })),
  );

  registerEndpoint(app, endpoints.activityUsers, async (request, reply) => {
    const { search, UserId: memberId } = request.query;
    const filter = { search: search || undefined, memberId, page: pickerPage(request.query) };
    const body = ok(await listActivityUsers({ deps, auth: requireAuth(request), ...filter }));
    // Pickers ask again on every screen: an unchanged list (names, zones, who is online) costs a 304.
    return answerWithEtag({ request, reply, body });
  });

  registerEndpoint(app, endpoints.userTasks, async (request) =>
    ok(
      await listUserTasks({
        deps,
        auth: requireAuth(request),
        userId: request.query.userId,
        projectId: request.query.projectId,
      }),
    ),
  );
};
