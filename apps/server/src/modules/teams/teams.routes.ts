import {
  createTeamRequest,
  okEnvelope,
  permissions,
  teamDetail,
  teamIdQuery,
  teamListQuery,
  teamMembersRequest,
  teamPagedList,
  teamProjectOptions,
  teamProjectsRequest,
  updateTeamRequest,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
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

const tags = ['Teams'];
const manage = { access: permissions.members.manage };
const answer = { 200: okEnvelope(teamDetail) };

/** A change to one team named by `?teamId=` with no body, answered with the team afterwards. */
const wholeTeamChange = (summary: string) => ({
  config: manage,
  schema: { tags, summary, querystring: teamIdQuery, response: answer },
});

/**
 * Spec §7: the teams calls. Add/Remove bodies are `{ teamId, memberIds, isLeader? }` and `{ teamId, projectIds }`;
 * every change answers the team as it is afterwards, with its new concurrency stamp.
 */
export const teamsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.get(
    '/v1/Team/GetPaged',
    {
      config: { access: permissions.members.read },
      schema: {
        tags,
        summary: 'One page of the teams the caller may see, by name, with member and project counts and leaders',
        description:
          'An owner sees every team; anyone else the teams with a member in their data scope. Without `status`, ' +
          'active and inactive teams; deleted ones only when `status=deleted` is asked for.',
        querystring: teamListQuery,
        response: { 200: okEnvelope(teamPagedList) },
      },
    },
    async (request) => {
      const { pageNo: page, pageCount: size, name: search, status } = request.query;
      return ok(await listTeams({ deps, auth: requireAuth(request), query: { page, size, search, status } }));
    },
  );

  app.get(
    '/v1/Team/GetTeamById',
    {
      config: { access: permissions.members.read },
      schema: {
        tags,
        summary: "One team with its projects and those of its members inside the caller's data scope",
        querystring: teamIdQuery,
        response: answer,
      },
    },
    async (request) => ok(await getTeam({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  app.get(
    '/v1/Team/GetProjectOptions',
    {
      config: manage,
      schema: {
        tags,
        summary: "The organisation's active projects (id and name), for the team project picker",
        response: { 200: okEnvelope(teamProjectOptions) },
      },
    },
    async (request) => ok(await listProjectOptions({ deps, auth: requireAuth(request) })),
  );

  app.post(
    '/v1/Team/CreateTeam',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Create an active team with optional leaders, members and projects; leaders become members',
        body: createTeamRequest,
        response: answer,
      },
    },
    async (request) => ok(await createTeam({ deps, auth: requireAuth(request), request: request.body })),
  );

  app.put(
    '/v1/Team/Update',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Rename a team, make it active or inactive and set its leaders; a stale stamp is refused (409)',
        querystring: teamIdQuery,
        body: updateTeamRequest,
        response: answer,
      },
    },
    async (request) =>
      ok(await updateTeam({ deps, auth: requireAuth(request), teamId: request.query.teamId, request: request.body })),
  );

  app.delete(
    '/v1/Team/Delete',
    wholeTeamChange('Mark a team deleted: hidden from lists unless asked for, its name free again'),
    async (request) => ok(await deleteTeam({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  app.post(
    '/v1/Team/AddMember',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Add members to a team; with isLeader they become its leaders',
        body: teamMembersRequest,
        response: answer,
      },
    },
    async (request) => {
      const { teamId, memberIds, isLeader } = request.body;
      return ok(await addMembers({ deps, auth: requireAuth(request), teamId, memberIds, isLeader }));
    },
  );

  app.delete(
    '/v1/Team/RemoveMmeber',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Take members off a team (spelled as in spec §7); a leader taken off stops leading',
        body: teamMembersRequest,
        response: answer,
      },
    },
    async (request) => {
      const { teamId, memberIds } = request.body;
      return ok(await removeMembers({ deps, auth: requireAuth(request), teamId, memberIds }));
    },
  );

  app.post(
    '/v1/Team/AddProject',
    { config: manage, schema: { tags, summary: 'Give a team projects', body: teamProjectsRequest, response: answer } },
    async (request) => {
      const { teamId, projectIds } = request.body;
      return ok(await addProjects({ deps, auth: requireAuth(request), teamId, projectIds }));
    },
  );

  app.delete(
    '/v1/Team/RemoveProject',
    {
      config: manage,
      schema: { tags, summary: 'Take projects off a team', body: teamProjectsRequest, response: answer },
    },
    async (request) => {
      const { teamId, projectIds } = request.body;
      return ok(await removeProjects({ deps, auth: requireAuth(request), teamId, projectIds }));
    },
  );

  app.post(
    '/v1/Team/AddAllMembers',
    wholeTeamChange("Put every active member of the organisation (within the caller's scope) on the team"),
    async (request) => ok(await addAllMembers({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  app.delete(
    '/v1/Team/RemoveAllMembers',
    wholeTeamChange("Take every member (within the caller's scope) off the team"),
    async (request) => ok(await removeAllMembers({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  app.post(
    '/v1/Team/AddAllProjects',
    wholeTeamChange('Give the team every active project of the organisation'),
    async (request) => ok(await addAllProjects({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  app.delete('/v1/Team/RemoveAllProjects', wholeTeamChange('Take every project off the team'), async (request) =>
    ok(await removeAllProjects({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );
};
