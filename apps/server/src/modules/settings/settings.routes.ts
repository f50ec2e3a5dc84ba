import {
  allUserSettings,
  allUserSettingsQuery,
  memberSettingsQuery,
  memberSettingsResult,
  membersSettingList,
  membersSettingQuery,
  okEnvelope,
  organisationSettingsResult,
  permissions,
  teamSettingsQuery,
  teamSettingsResult,
  teamsSettingList,
  teamsSettingQuery,
  updateMemberSettingsRequest,
  updateMembersSettingRequest,
  updateOrganisationSettingsRequest,
  updateTeamSettingsRequest,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../http/access.ts';
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

const tags = ['SystemSettings'];
const base = '/api/v1/SystemSettings';
const update = { access: permissions.featureSettings.update } as const;

/** Spec §7 SystemSettings and the feature settings of §3: effective values, organisation, team and member values. */
export const settingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.get(
    `${base}/GetAllUserSettings`,
    {
      config: { access: permissions.featureSettings.read },
      schema: {
        tags,
        summary: "A member's effective feature settings, grouped by the §3 display sections, and every key",
        description:
          'Without userId: the caller. Each item says where its value comes from: the built-in default, the ' +
          "organisation, a team (the member's first active team, oldest first, that sets it) or the member's own " +
          "(individual) value. A userId outside the caller's data scope or organisation answers 404. Agents read " +
          '`values` (every key, including those the screens leave out).',
        querystring: allUserSettingsQuery,
        response: { 200: okEnvelope(allUserSettings) },
      },
    },
    async (request) => ok(await getAllUserSettings({ deps, auth: requireAuth(request), userId: request.query.userId })),
  );

  app.get(
    `${base}/GetOrganisationSettings`,
    {
      config: update,
      schema: {
        tags,
        summary: "The organisation's value of every key (its own, else the built-in default)",
        response: { 200: okEnvelope(organisationSettingsResult) },
      },
    },
    async (request) => ok(await getOrganisationSettings({ deps, auth: requireAuth(request) })),
  );

  app.put(
    `${base}/UpdateOrganisationSettings`,
    {
      config: update,
      schema: {
        tags,
        summary: 'Set organisation values per key (null: back to the built-in default); unknown keys are refused',
        description:
          'Changing Time_Zone moves the local day of every member without a zone of their own; their day totals are rewritten in the same transaction.',
        body: updateOrganisationSettingsRequest,
        response: { 200: okEnvelope(organisationSettingsResult) },
      },
    },
    async (request) =>
      ok(await updateOrganisationSettings({ deps, auth: requireAuth(request), settings: request.body.settings })),
  );

  app.get(
    `${base}/GetTeamSettings`,
    {
      config: update,
      schema: {
        tags,
        summary: "A team's own values and the organisation's values they replace",
        querystring: teamSettingsQuery,
        response: { 200: okEnvelope(teamSettingsResult) },
      },
    },
    async (request) => ok(await getTeamSettings({ deps, auth: requireAuth(request), teamId: request.query.teamId })),
  );

  app.put(
    `${base}/UpdateTeamSettings`,
    {
      config: update,
      schema: {
        tags,
        summary: "Set a team's own value per key, or null to follow the organisation again",
        querystring: teamSettingsQuery,
        body: updateTeamSettingsRequest,
        response: { 200: okEnvelope(teamSettingsResult) },
      },
    },
    async (request) =>
      ok(
        await updateTeamSettings({
          deps,
          auth: requireAuth(request),
          teamId: request.query.teamId,
          settings: request.body.settings,
        }),
      ),
  );

  app.get(
    `${base}/GetMemberSettings`,
    {
      config: update,
      schema: {
        tags,
        summary: "A member's individual values and every effective value with where it comes from",
        querystring: memberSettingsQuery,
        response: { 200: okEnvelope(memberSettingsResult) },
      },
    },
    async (request) =>
      ok(await getMemberSettings({ deps, auth: requireAuth(request), memberId: request.query.memberId })),
  );

  app.put(
    `${base}/UpdateMemberSettings`,
    {
      config: update,
      schema: {
        tags,
        summary:
          "Per key: { mode: 'individual', value } gives the member their own value, { mode: 'default' } removes it",
        querystring: memberSettingsQuery,
        body: updateMemberSettingsRequest,
        response: { 200: okEnvelope(memberSettingsResult) },
      },
    },
    async (request) =>
      ok(
        await updateMemberSettings({
          deps,
          auth: requireAuth(request),
          memberId: request.query.memberId,
          settings: request.body.settings,
        }),
      ),
  );

  app.put(
    `${base}/UpdateMembersSetting`,
    {
      config: update,
      schema: {
        tags,
        summary: 'One key set individually for several members at once, or put back to default; all or nothing',
        body: updateMembersSettingRequest,
        response: { 200: okEnvelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) => {
      const { key, memberIds, mode, value } = request.body;
      return ok(await updateMembersSetting({ deps, auth: requireAuth(request), key, memberIds, mode, value }));
    },
  );

  app.get(
    `${base}/GetMembersSetting`,
    {
      config: update,
      schema: {
        tags,
        summary: "One key's effective value and its source for a page of the members in the caller's scope",
        description: 'Members that are not deleted, by name; `name` matches name, surname or e-mail.',
        querystring: membersSettingQuery,
        response: { 200: okEnvelope(membersSettingList) },
      },
    },
    async (request) => {
      const { key, pageNo: page, pageCount: size, name: search } = request.query;
      return ok(await listMembersSetting({ deps, auth: requireAuth(request), query: { key, page, size, search } }));
    },
  );

  app.get(
    `${base}/GetTeamsSetting`,
    {
      config: update,
      schema: {
        tags,
        summary: "One key's own value for a page of the organisation's teams (null: follows the organisation)",
        querystring: teamsSettingQuery,
        response: { 200: okEnvelope(teamsSettingList) },
      },
    },
    async (request) => {
      const { key, pageNo: page, pageCount: size, name: search } = request.query;
      return ok(await listTeamsSetting({ deps, auth: requireAuth(request), query: { key, page, size, search } }));
    },
  );
};
