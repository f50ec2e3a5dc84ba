import { memberEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { listMembersInTenant } from './member-picker.service.ts';
import {
  changeMemberRole,
  changeMemberStatus,
  listMemberProjectOptions,
  listMembers,
  updateMemberDetails,
  updateMemberProjects,
} from './members.service.ts';

/** Spec §7: the members calls of the catalogue; every change of one member answers the member as the list shows them. */
export const membersRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.list, async (request) => {
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
  });

  registerEndpoint(app, endpoints.inTenant, async (request) =>
    ok(await listMembersInTenant({ deps, auth: requireAuth(request), query: request.query })),
  );

  registerEndpoint(app, endpoints.changeRole, async (request) => {
    const change = { memberId: request.query.MemberId, role: request.body.role };
    return ok(await changeMemberRole({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.changeStatus, async (request) => {
    const change = { memberId: request.query.MemberId, status: request.body.status };
    return ok(await changeMemberStatus({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.update, async (request) => {
    const change = { memberId: request.query.MemberId, change: request.body };
    return ok(await updateMemberDetails({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.updateProjects, async (request) => {
    const change = { memberId: request.query.MemberId, projectIds: request.body.projectIds };
    return ok(await updateMemberProjects({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.projectOptions, async (request) =>
    ok(await listMemberProjectOptions({ deps, auth: requireAuth(request), query: request.query })),
  );
};
