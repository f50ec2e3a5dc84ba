import { teamEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import {
  addAllMembers,
  addAllProjects,
  addMembers,
  addProjects,
  createTeam,
  deleteTeam,
  getTeam,
  listProjectOptions,
  listTeams,
  removeAllMembers,
  removeAllProjects,
  removeMembers,
  removeProjects,
  updateTeam,
} from './teams.service.ts';

/** Spec §7: the teams calls of the catalogue, each to its service; every change answers the team afterwards. */
export const teamsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.list, async (request) => {
    const { pageNo: page, pageCount: size, name: search, status } = request.query;
    return ok(await listTeams({ deps, auth: requireAuth(request), query: { page, size, search, status } }));
  });

  registerEndpoint(app, endpoints.byId, async (request) =>
    ok(await getTeam({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  registerEndpoint(app, endpoints.projectOptions, async (request) =>
    ok(await listProjectOptions({ deps, auth: requireAuth(request), query: request.query })),
  );

  registerEndpoint(app, endpoints.create, async (request) =>
    ok(await createTeam({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.update, async (request) =>
    ok(await updateTeam({ deps, auth: requireAuth(request), teamId: request.query.teamId, request: request.body })),
  );

  registerEndpoint(app, endpoints.addMembers, async (request) => {
    const { teamId, memberIds, isLeader } = request.body;
    return ok(await addMembers({ deps, auth: requireAuth(request), teamId, memberIds, isLeader }));
  });

  registerEndpoint(app, endpoints.removeMembers, async (request) => {
    const { teamId, memberIds } = request.body;
    return ok(await removeMembers({ deps, auth: requireAuth(request), teamId, memberIds }));
  });

  registerEndpoint(app, endpoints.addProjects, async (request) => {
    const { teamId, projectIds } = request.body;
    return ok(await addProjects({ deps, auth: requireAuth(request), teamId, projectIds }));
  });

  registerEndpoint(app, endpoints.removeProjects, async (request) => {
    const { teamId, projectIds } = request.body;
    return ok(await removeProjects({ deps, auth: requireAuth(request), teamId, projectIds }));
  });

  // The changes of a whole team named by `?teamId=`, with no body.
  for (const [endpoint, change] of [
    [endpoints.delete, deleteTeam],
    [endpoints.addAllMembers, addAllMembers],
    [endpoints.removeAllMembers, removeAllMembers],
    [endpoints.addAllProjects, addAllProjects],
    [endpoints.removeAllProjects, removeAllProjects],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) =>
      ok(await change({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
    );
  }
};
