import { structureEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createDepartment, deleteDepartment, listDepartments } from './departments.service.ts';

/** Spec §7: the departments calls of the catalogue, each to its service. */
export const departmentsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db }) => {
  registerEndpoint(app, endpoints.departmentList, async (request) =>
    ok(await listDepartments({ db, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.createDepartment, async (request) =>
    ok(await createDepartment({ db, auth: requireAuth(request), name: request.query.DepartmentName })),
  );

  registerEndpoint(app, endpoints.deleteDepartment, async (request) =>
    ok(await deleteDepartment({ db, auth: requireAuth(request), id: request.query.Id })),
  );
};
