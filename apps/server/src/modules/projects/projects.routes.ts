import { projectEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { listProjectTasks } from './project-tasks.service.ts';
import {
  archiveProject,
  changeProjectMembers,
  createProject,
  deleteProjectById,
  duplicateProject,
  listActiveProjects,
  listMyActiveProjects,
  listProjects,
  listProjectsOfMember,
  updateProjectDetails,
} from './projects.service.ts';

/** Spec §7: the projects calls of the catalogue, each to its service. */
export const projectsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.list, async (request) => {
    const q = request.query;
    const size = q.MaxResultCount ?? q.PageSize;
    const offset = q.SkipCount ?? (q.PageNo - 1) * size;
    const query = { offset, size, status: q.Status, search: q.Name, customerId: q.CustomerId, sorting: q.Sorting };
    return ok(await listProjects({ deps, auth: requireAuth(request), query }));
  });

  registerEndpoint(app, endpoints.create, async (request) =>
    ok(await createProject({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.update, async (request) => {
    const change = { projectId: request.query.id, request: request.body };
    return ok(await updateProjectDetails({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.archive, async (request) => {
    const change = { projectId: request.query.id, concurrencyStamp: request.body.concurrencyStamp };
    return ok(await archiveProject({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.duplicate, async (request) => {
    const copy = { projectId: request.query.id, name: request.body.name };
    return ok(await duplicateProject({ deps, auth: requireAuth(request), ...copy }));
  });

  registerEndpoint(app, endpoints.delete, async (request) =>
    ok(await deleteProjectById({ deps, auth: requireAuth(request), projectId: request.query.id })),
  );

  for (const [endpoint, change] of [
    [endpoints.addMembers, 'add'],
    [endpoints.removeMembers, 'remove'],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      const members = { projectId: request.query.projectId, memberIds: request.body, change };
      return ok(await changeProjectMembers({ deps, auth: requireAuth(request), ...members }));
    });
  }

  registerEndpoint(app, endpoints.ofMember, async (request) =>
    ok(await listProjectsOfMember({ deps, auth: requireAuth(request), memberId: request.query.userId })),
  );

  registerEndpoint(app, endpoints.active, async (request) =>
    ok(await listActiveProjects({ deps, auth: requireAuth(request), projectId: request.query.id })),
  );

  registerEndpoint(app, endpoints.mine, async (request) =>
    ok(await listMyActiveProjects({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.tasks, async (request) =>
    ok(await listProjectTasks({ deps, auth: requireAuth(request), projectId: request.query.ProjectId })),
  );
};
