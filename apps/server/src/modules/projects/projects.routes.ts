import {
  activeProjectsQuery,
  createProjectRequest,
  deletedProject,
  duplicateProjectRequest,
  okEnvelope,
  permissions,
  projectIdQuery,
  projectListItem,
  projectListQuery,
  projectMemberIdList,
  projectMembersQuery,
  projectOptions,
  projectPagedList,
  projectStampRequest,
  projectTaskQuery,
  projectTasks,
  projectUserQuery,
  updateProjectRequest,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
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
  listProjectTasks,
  updateProjectDetails,
} from './projects.service.ts';

const tags = ['Projects'];
const base = '/api/v1/Project';

/** Spec §7: the projects calls. */
export const projectsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.get(
    `${base}/GetProjectPagedList`,
    {
      config: { access: permissions.projects.read },
      schema: {
        tags,
        summary: 'One page of the projects, newest first, with the count of every status tab',
        description:
          'Paging by PageNo/PageSize or SkipCount/MaxResultCount (the latter win when given). Name matches the ' +
          'project name (case-insensitive); counters follow Name and CustomerId. Members and tracked time cover the ' +
          "caller's data scope only.",
        querystring: projectListQuery,
        response: { 200: okEnvelope(projectPagedList) },
      },
    },
    async (request) => {
      const q = request.query;
      const size = q.MaxResultCount ?? q.PageSize;
      const offset = q.SkipCount ?? (q.PageNo - 1) * size;
      const query = { offset, size, status: q.Status, search: q.Name, customerId: q.CustomerId, sorting: q.Sorting };
      return ok(await listProjects({ deps, auth: requireAuth(request), query }));
    },
  );

  app.post(
    `${base}/CreateProject`,
    {
      config: { access: permissions.projects.create },
      schema: {
        tags,
        summary: 'Create a project of a customer: active, colour #98A2B3 and 0 max hours unless given',
        body: createProjectRequest,
        response: { 200: okEnvelope(projectListItem) },
      },
    },
    async (request) => ok(await createProject({ deps, auth: requireAuth(request), request: request.body })),
  );

  app.put(
    `${base}/UpdateProject`,
    {
      config: { access: permissions.projects.update },
      schema: {
        tags,
        summary: 'Change a project read at concurrencyStamp; a stale stamp is 409 CONCURRENCY_ERROR',
        description:
          'Dates are date-only; 0001-01-01, an empty or an invalid date means "no date". Omitted fields keep their value.',
        querystring: projectIdQuery,
        body: updateProjectRequest,
        response: { 200: okEnvelope(projectListItem) },
      },
    },
    async (request) => {
      const change = { projectId: request.query.id, request: request.body };
      return ok(await updateProjectDetails({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.put(
    `${base}/ArchiveProject`,
    {
      config: { access: permissions.projects.update },
      schema: {
        tags,
        summary: 'Archive a project read at concurrencyStamp',
        querystring: projectIdQuery,
        body: projectStampRequest,
        response: { 200: okEnvelope(projectListItem) },
      },
    },
    async (request) => {
      const change = { projectId: request.query.id, concurrencyStamp: request.body.concurrencyStamp };
      return ok(await archiveProject({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.post(
    `${base}/DuplicateProject`,
    {
      config: { access: permissions.projects.create },
      schema: {
        tags,
        summary: 'Copy a project under a new name, as active, with its members',
        querystring: projectIdQuery,
        body: duplicateProjectRequest,
        response: { 200: okEnvelope(projectListItem) },
      },
    },
    async (request) => {
      const copy = { projectId: request.query.id, name: request.body.name };
      return ok(await duplicateProject({ deps, auth: requireAuth(request), ...copy }));
    },
  );

  app.delete(
    `${base}/DeleteProject`,
    {
      config: { access: permissions.projects.delete },
      schema: {
        tags,
        summary: 'Delete a project; refused with 409 PROJECT_HAS_ACTIVITIES while it has tracked time',
        querystring: projectIdQuery,
        response: { 200: okEnvelope(deletedProject) },
      },
    },
    async (request) => ok(await deleteProjectById({ deps, auth: requireAuth(request), projectId: request.query.id })),
  );

  for (const [path, change, summary] of [
    ['AddMemberListToProject', 'add', 'Put members on a project'],
    ['RemoveMemberListFromProject', 'remove', 'Take members off a project'],
  ] as const) {
    app.post(
      `${base}/${path}`,
      {
        config: { access: permissions.projects.update },
        schema: {
          tags,
          summary: `${summary}; every member must be in the caller's data scope, else nothing changes (404)`,
          querystring: projectMembersQuery,
          body: projectMemberIdList,
          response: { 200: okEnvelope(projectListItem) },
        },
      },
      async (request) => {
        const members = { projectId: request.query.projectId, memberIds: request.body, change };
        return ok(await changeProjectMembers({ deps, auth: requireAuth(request), ...members }));
      },
    );
  }

  app.get(
    `${base}/GetProjectUser`,
    {
      config: { access: permissions.projects.read },
      schema: {
        tags,
        summary: "The projects of a member (userId is the member id) in the caller's data scope",
        description: 'Projects the member is on directly or through an active team, any status.',
        querystring: projectUserQuery,
        response: { 200: okEnvelope(projectOptions) },
      },
    },
    async (request) =>
      ok(await listProjectsOfMember({ deps, auth: requireAuth(request), memberId: request.query.userId })),
  );

  app.get(
    `${base}/GetActiveProjects`,
    {
      config: { access: permissions.projects.read },
      schema: {
        tags,
        summary: "The organisation's active projects for pickers; with id, just that one (empty if not active)",
        querystring: activeProjectsQuery,
        response: { 200: okEnvelope(projectOptions) },
      },
    },
    async (request) => ok(await listActiveProjects({ deps, auth: requireAuth(request), projectId: request.query.id })),
  );

  app.get(
    `${base}/GetMyActiveProjects`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The active projects the caller works on, directly or through an active team',
        response: { 200: okEnvelope(projectOptions) },
      },
    },
    async (request) => ok(await listMyActiveProjects({ deps, auth: requireAuth(request) })),
  );

  app.get(
    `${base}/GetProjectTask`,
    {
      config: { access: permissions.projects.read },
      schema: {
        tags,
        summary: 'The tasks of a project',
        description: 'Tasks do not exist yet: the answer is an empty list for any project of the organisation.',
        querystring: projectTaskQuery,
        response: { 200: okEnvelope(projectTasks) },
      },
    },
    async (request) =>
      ok(await listProjectTasks({ deps, auth: requireAuth(request), projectId: request.query.ProjectId })),
  );
};
