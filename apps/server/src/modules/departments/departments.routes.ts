import {
  createDepartmentQuery,
  deleteDepartmentQuery,
  department,
  departmentList,
  okEnvelope,
  permissions,
  structureDeleted,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { createDepartment, deleteDepartment, listDepartments } from './departments.service.ts';

const tags = ['Departments'];

/** Spec §7: the departments calls. */
export const departmentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    '/api/v1/Department/GetDepartmentList',
    {
      config: { access: permissions.members.read },
      schema: {
        tags,
        summary: 'Every department of the organisation by name, with how many members belong to it',
        response: { 200: okEnvelope(departmentList) },
      },
    },
    async (request) => ok(await listDepartments({ db, auth: requireAuth(request) })),
  );

  app.post(
    '/api/v1/Department/Create',
    {
      config: { access: permissions.members.manage },
      schema: {
        tags,
        summary: 'Create a department; the name is trimmed, required, at most 100 characters and new (ignoring case)',
        querystring: createDepartmentQuery,
        response: { 200: okEnvelope(department) },
      },
    },
    async (request) =>
      ok(await createDepartment({ db, auth: requireAuth(request), name: request.query.DepartmentName })),
  );

  app.delete(
    '/api/v1/Department/Delete',
    {
      config: { access: permissions.members.manage },
      schema: {
        tags,
        summary: 'Delete a department; one members still belong to is refused (409 IN_USE) until they are reassigned',
        querystring: deleteDepartmentQuery,
        response: { 200: okEnvelope(structureDeleted) },
      },
    },
    async (request) => ok(await deleteDepartment({ db, auth: requireAuth(request), id: request.query.Id })),
  );
};
