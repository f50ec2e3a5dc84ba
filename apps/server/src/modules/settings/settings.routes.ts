import { settingsEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import {
  getAllUserSettings,
  getMemberSettings,
  getOrganisationSettings,
  getTeamSettings,
  listMembersSetting,
  listTeamsSetting,
  updateMemberSettings,
  updateMembersSetting,
  updateOrganisationSettings,
  updateTeamSettings,
} from './settings.service.ts';

/** Spec §7 SystemSettings and the feature settings of §3: effective values, organisation, team and member values. */
export const settingsRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.allUserSettings, async (request) =>
    ok(await getAllUserSettings({ deps, auth: requireAuth(request), userId: request.query.userId })),
  );

  registerEndpoint(app, endpoints.organisation, async (request) =>
    ok(await getOrganisationSettings({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.updateOrganisation, async (request) =>
    ok(await updateOrganisationSettings({ deps, auth: requireAuth(request), settings: request.body.settings })),
  );

  registerEndpoint(app, endpoints.team, async (request) =>
    ok(await getTeamSettings({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  registerEndpoint(app, endpoints.updateTeam, async (request) => {
    const change = { teamId: request.query.teamId, settings: request.body.settings };
    return ok(await updateTeamSettings({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.member, async (request) =>
    ok(await getMemberSettings({ deps, auth: requireAuth(request), memberId: request.query.memberId })),
  );

  registerEndpoint(app, endpoints.updateMember, async (request) => {
    const change = { memberId: request.query.memberId, settings: request.body.settings };
    return ok(await updateMemberSettings({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.updateMembers, async (request) => {
    const { key, memberIds, mode, value } = request.body;
    return ok(await updateMembersSetting({ deps, auth: requireAuth(request), key, memberIds, mode, value }));
  });

  registerEndpoint(app, endpoints.membersSetting, async (request) => {
    const { key, pageNo: page, pageCount: size, name: search } = request.query;
    return ok(await listMembersSetting({ deps, auth: requireAuth(request), query: { key, page, size, search } }));
  });

  registerEndpoint(app, endpoints.teamsSetting, async (request) => {
    const { key, pageNo: page, pageCount: size, name: search } = request.query;
    return ok(await listTeamsSetting({ deps, auth: requireAuth(request), query: { key, page, size, search } }));
  });
};
