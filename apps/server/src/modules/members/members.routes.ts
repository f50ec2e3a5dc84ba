import {
  changeMemberRoleRequest,
  changeMemberStatusRequest,
  memberIdQuery,
  memberListItem,
  memberListQuery,
  memberPagedList,
  memberProjectOptions,
  membersInTenant,
  okEnvelope,
  permissions,
  updateMemberProjectsRequest,
  updateMemberRequest,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import {
  changeMemberRole,
  changeMemberStatus,
  listMemberProjectOptions,
  listMembers,
  listMembersInTenant,
  updateMemberDetails,
  updateMemberProjects,
} from './members.service.ts';

const tags = ['Members'];

/** A change to one member (`?MemberId=`), answered with the member as the list shows them. */
const memberChange = <Body extends z.ZodType>(summary: string, body: Body) => ({
  config: { access: permissions.members.manage },
  schema: { tags, summary, querystring: memberIdQuery, body, response: { 200: okEnvelope(memberListItem) } },
});

/** Spec §7: the members list, the member picker, and changing a member's role or status. */
export const membersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.get(
    '/api/v1/Member/GetMemberPagedList',
    {
      config: { access: permissions.members.read },
      schema: {
        tags,
        summary: "One page of the members in the caller's data scope, newest first, with the count of each status",
        description:
          'MemberName matches name, surname or e-mail (case-insensitive); DepartmentName keeps the members of the ' +
          'department of exactly that name (ignoring case); the status counts follow both. Sorting is one of ' +
          'name, email, role, status or createdAt (default), SortDirection asc or desc (default desc for ' +
          'createdAt, asc otherwise). Phone, hourly rate and currency of others are null for callers who do not ' +
          'manage members.',
        querystring: memberListQuery,
        response: { 200: okEnvelope(memberPagedList) },
      },
    },
    async (request) => {
      const {
        UsersPageNo: page,
        UsersPageCount: size,
        MemberName: search,
        DepartmentName: departmentName,
      } = request.query;
      const { Status: status, Sorting: field, SortDirection: direction } = request.query;
      const sort = { field, direction: direction ?? (field === 'createdAt' ? 'desc' : 'asc') } as const;
      const query = { page, size, search, departmentName, status, sort };
      return ok(await listMembers({ deps, auth: requireAuth(request), query }));
    },
  );

  app.get(
    '/api/v1/Member/GetMemberInTenant',
    {
      config: { access: permissions.members.read },
      schema: {
        tags,
        summary: "The active members in the caller's data scope, for pickers",
        response: { 200: okEnvelope(membersInTenant) },
      },
    },
    async (request) => ok(await listMembersInTenant({ deps, auth: requireAuth(request) })),
  );

  app.put(
    '/api/v1/Member/ChangeRole',
    memberChange('Give a member another role; the last active owner keeps theirs', changeMemberRoleRequest),
    async (request) => {
      const change = { memberId: request.query.MemberId, role: request.body.role };
      return ok(await changeMemberRole({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.put(
    '/api/v1/Member/ChangeStatus',
    memberChange(
      'Move a member to another status; leaving active signs them out everywhere at once',
      changeMemberStatusRequest,
    ),
    async (request) => {
      const change = { memberId: request.query.MemberId, status: request.body.status };
      return ok(await changeMemberStatus({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.put(
    '/api/v1/Member/UpdateMember',
    memberChange(
      'Save the whole editable member: position, role and department required; managerId replaces their ' +
        'manager assignments (no self, no cycle); a stale concurrencyStamp is refused with 409',
      updateMemberRequest,
    ),
    async (request) => {
      const change = { memberId: request.query.MemberId, change: request.body };
      return ok(await updateMemberDetails({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.put(
    '/api/v1/Member/UpdateMemberProjects',
    memberChange(
      "Make a member belong to exactly these projects; an unknown or another organisation's project changes nothing",
      updateMemberProjectsRequest,
    ),
    async (request) => {
      const change = { memberId: request.query.MemberId, projectIds: request.body.projectIds };
      return ok(await updateMemberProjects({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.get(
    '/api/v1/Member/GetMemberProjectOptions',
    {
      config: { access: permissions.members.manage },
      schema: {
        tags,
        summary: 'The open projects (active, pending, in progress) by name, for adding a member to projects',
        response: { 200: okEnvelope(memberProjectOptions) },
      },
    },
    async (request) => ok(await listMemberProjectOptions({ deps, auth: requireAuth(request) })),
  );
};
