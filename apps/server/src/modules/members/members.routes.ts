import {
  changeMemberRoleRequest,
  changeMemberStatusRequest,
  memberIdQuery,
  memberListItem,
  memberListQuery,
  memberPagedList,
  membersInTenant,
  okEnvelope,
  permissions,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { changeMemberRole, changeMemberStatus, listMembers, listMembersInTenant } from './members.service.ts';

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
          'MemberName matches name, surname or e-mail (case-insensitive); the status counts follow the search. ' +
          'DepartmentName is accepted and ignored until departments exist.',
        querystring: memberListQuery,
        response: { 200: okEnvelope(memberPagedList) },
      },
    },
    async (request) => {
      const { UsersPageNo: page, UsersPageCount: size, MemberName: search, Status: status } = request.query;
      return ok(await listMembers({ deps, auth: requireAuth(request), query: { page, size, search, status } }));
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
};
