import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import {
  allUserSettings,
  allUserSettingsQuery,
  memberSettingsQuery,
  memberSettingsResult,
  membersSettingList,
  membersSettingQuery,
  organisationSettingsResult,
  teamSettingsQuery,
  teamSettingsResult,
  teamsSettingList,
  teamsSettingQuery,
  updateMemberSettingsRequest,
  updateMembersSettingRequest,
  updateOrganisationSettingsRequest,
  updateTeamSettingsRequest,
} from './settings.ts';

const tags = ['SystemSettings'];
const base = '/api/v1/SystemSettings';
const update = permissions.featureSettings.update;
const memberInScope = "the member must be in the organisation and the caller's data scope (else 404)";
const teamOfOrganisation = "the team must be the organisation's and not deleted (else 404)";

/** How many members an `UpdateMembersSetting` changed. */
const updatedCount = z.object({ updated: z.number().int() });

/** Spec §7 SystemSettings and the feature settings of §3: effective values, organisation, team and member values. */
export const settingsEndpoints = {
  allUserSettings: defineEndpoint({
    method: 'GET',
    path: `${base}/GetAllUserSettings`,
    access: permissions.featureSettings.read,
    policy: `a userId other than the caller's: ${memberInScope}`,
    tags,
    summary: "A member's effective feature settings, grouped by the §3 display sections, and every key",
    description:
      'Without userId: the caller. Each item says where its value comes from: the built-in default, the ' +
      "organisation, a team (the member's first active team, oldest first, that sets it) or the member's own " +
      "(individual) value. A userId outside the caller's data scope or organisation answers 404. Agents read " +
      '`values` (every key, including those the screens leave out).',
    query: allUserSettingsQuery,
    result: allUserSettings,
    errors: ['NOT_FOUND'],
  }),
  organisation: defineEndpoint({
    method: 'GET',
    path: `${base}/GetOrganisationSettings`,
    access: update,
    tags,
    summary: "The organisation's value of every key (its own, else the built-in default)",
    result: organisationSettingsResult,
  }),
  updateOrganisation: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdateOrganisationSettings`,
    access: update,
    tags,
    summary: 'Set organisation values per key (null: back to the built-in default); unknown keys are refused',
    description:
      'Changing Time_Zone moves the local day of every member without a zone of their own; their day totals are rewritten in the same transaction.',
    body: updateOrganisationSettingsRequest,
    result: organisationSettingsResult,
  }),
  team: defineEndpoint({
    method: 'GET',
    path: `${base}/GetTeamSettings`,
    access: update,
    policy: teamOfOrganisation,
    tags,
    summary: "A team's own values and the organisation's values they replace",
    query: teamSettingsQuery,
    result: teamSettingsResult,
    errors: ['NOT_FOUND'],
  }),
  updateTeam: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdateTeamSettings`,
    access: update,
    policy: teamOfOrganisation,
    tags,
    summary: "Set a team's own value per key, or null to follow the organisation again",
    query: teamSettingsQuery,
    body: updateTeamSettingsRequest,
    result: teamSettingsResult,
    errors: ['NOT_FOUND'],
  }),
  member: defineEndpoint({
    method: 'GET',
    path: `${base}/GetMemberSettings`,
    access: update,
    policy: memberInScope,
    tags,
    summary: "A member's individual values and every effective value with where it comes from",
    query: memberSettingsQuery,
    result: memberSettingsResult,
    errors: ['NOT_FOUND'],
  }),
  updateMember: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdateMemberSettings`,
    access: update,
    policy: memberInScope,
    tags,
    summary: "Per key: { mode: 'individual', value } gives the member their own value, { mode: 'default' } removes it",
    query: memberSettingsQuery,
    body: updateMemberSettingsRequest,
    result: memberSettingsResult,
    errors: ['NOT_FOUND'],
  }),
  updateMembers: defineEndpoint({
    method: 'PUT',
    path: `${base}/UpdateMembersSetting`,
    access: update,
    policy: "every member must be in the organisation and the caller's data scope, or nothing changes (404)",
    tags,
    summary: 'One key set individually for several members at once, or put back to default; all or nothing',
    body: updateMembersSettingRequest,
    result: updatedCount,
    errors: ['NOT_FOUND'],
  }),
  membersSetting: defineEndpoint({
    method: 'GET',
    path: `${base}/GetMembersSetting`,
    access: update,
    policy: "only the members in the caller's data scope are listed",
    tags,
    summary: "One key's effective value and its source for a page of the members in the caller's scope",
    description: 'Members that are not deleted, by name; `name` matches name, surname or e-mail.',
    query: membersSettingQuery,
    result: membersSettingList,
  }),
  teamsSetting: defineEndpoint({
    method: 'GET',
    path: `${base}/GetTeamsSetting`,
    access: update,
    tags,
    summary: "One key's own value for a page of the organisation's teams (null: follows the organisation)",
    query: teamsSettingQuery,
    result: teamsSettingList,
  }),
};
