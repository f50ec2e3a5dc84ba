import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';
import {
  createTeamRequest,
  teamDetail,
  teamIdQuery,
  teamListQuery,
  teamMembersRequest,
  teamPagedList,
  teamProjectOptions,
  teamProjectOptionsQuery,
  teamProjectsRequest,
  updateTeamRequest,
} from './teams.ts';

const tags = ['Teams'];
const manage = permissions.members.manage;
/** A change of a team that may be missing (or outside the caller's scope) or deleted, which is kept as it is. */
const teamChangeErrors = ['NOT_FOUND', 'UNPROCESSABLE'] as const;

/** A change to one team named by `?teamId=` with no body, answered with the team afterwards. */
const wholeTeamChange = (method: 'POST' | 'DELETE', path: string, summary: string) =>
  defineEndpoint({
    method,
    path,
    access: manage,
    tags,
    summary,
    query: teamIdQuery,
    result: teamDetail,
    errors: teamChangeErrors,
  });

/**
 * Spec §7: the teams calls. Add/Remove bodies are `{ teamId, memberIds, isLeader? }` and `{ teamId, projectIds }`;
 * every change answers the team as it is afterwards, with its new concurrency stamp.
 */
export const teamEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/Team/GetPaged',
    access: permissions.members.read,
    tags,
    summary: 'One page of the teams the caller may see, by name, with member and project counts and leaders',
    description:
      'An owner sees every team; anyone else the teams with a member in their data scope. Without `status`, ' +
      'active and inactive teams; deleted ones only when `status=deleted` is asked for.',
    query: teamListQuery,
    result: teamPagedList,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/v1/Team/GetTeamById',
    access: permissions.members.read,
    tags,
    summary: "One team with its projects and those of its members inside the caller's data scope",
    query: teamIdQuery,
    result: teamDetail,
    errors: ['NOT_FOUND'],
  }),
  projectOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/Team/GetProjectOptions',
    access: manage,
    tags,
    summary:
      "The organisation's active projects (id and name) by name, for the team project pickers; all of them, or one " +
      'page of those matching a search',
    description:
      'By name (ignoring case), then id. Without parameters every active project comes, as always. The team ' +
      "dialogs ask for what they show: search matches part of the project's name, ignoring case (%, _ and \\ are " +
      'taken literally; at most 100 characters); PageNo and PageSize ask for one page of the list (PageNo from 1, ' +
      'PageSize 1 to 100; either one alone takes the other from the default page 1 of 10).',
    query: teamProjectOptionsQuery,
    result: teamProjectOptions,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/Team/CreateTeam',
    access: manage,
    tags,
    summary: 'Create an active team with optional leaders, members and projects; leaders become members',
    body: createTeamRequest,
    result: teamDetail,
    errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/Team/Update',
    access: manage,
    tags,
    summary: 'Rename a team, make it active or inactive and set its leaders; a stale stamp is refused (409)',
    query: teamIdQuery,
    body: updateTeamRequest,
    result: teamDetail,
    errors: [...teamChangeErrors, 'CONCURRENCY_ERROR', 'ALREADY_EXISTS'],
  }),
  delete: wholeTeamChange(
    'DELETE',
    '/v1/Team/Delete',
    'Mark a team deleted: hidden from lists unless asked for, its name free again',
  ),
  addMembers: defineEndpoint({
    method: 'POST',
    path: '/v1/Team/AddMember',
    access: manage,
    tags,
    summary: 'Add members to a team; with isLeader they become its leaders',
    body: teamMembersRequest,
    result: teamDetail,
    errors: teamChangeErrors,
  }),
  removeMembers: defineEndpoint({
    method: 'DELETE',
    path: '/v1/Team/RemoveMmeber',
    access: manage,
    tags,
    summary: 'Take members off a team (spelled as in spec §7); a leader taken off stops leading',
    body: teamMembersRequest,
    result: teamDetail,
    errors: teamChangeErrors,
  }),
  addProjects: defineEndpoint({
    method: 'POST',
    path: '/v1/Team/AddProject',
    access: manage,
    tags,
    summary: 'Give a team projects',
    body: teamProjectsRequest,
    result: teamDetail,
    errors: teamChangeErrors,
  }),
  removeProjects: defineEndpoint({
    method: 'DELETE',
    path: '/v1/Team/RemoveProject',
    access: manage,
    tags,
    summary: 'Take projects off a team',
    body: teamProjectsRequest,
    result: teamDetail,
    errors: teamChangeErrors,
  }),
  addAllMembers: wholeTeamChange(
    'POST',
    '/v1/Team/AddAllMembers',
    "Put every active member of the organisation (within the caller's scope) on the team",
  ),
  removeAllMembers: wholeTeamChange(
    'DELETE',
    '/v1/Team/RemoveAllMembers',
    "Take every member (within the caller's scope) off the team",
  ),
  addAllProjects: wholeTeamChange(
    'POST',
    '/v1/Team/AddAllProjects',
    'Give the team every active project of the organisation',
  ),
  removeAllProjects: wholeTeamChange('DELETE', '/v1/Team/RemoveAllProjects', 'Take every project off the team'),
};
