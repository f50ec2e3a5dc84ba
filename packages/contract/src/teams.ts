import { z } from 'zod';
import { memberStatuses } from './members.constants.ts';
import { pageNumber, pageSize, pickerQuery } from './paging.ts';
import { editableTeamStatuses, teamMessages, teamNameMaxLength, teamStatuses } from './teams.constants.ts';

/** How many ids one call may carry. */
const maxIdsPerCall = 500;

const idList = z
  .array(z.uuid())
  .max(maxIdsPerCall)
  .refine((ids) => new Set(ids).size === ids.length, teamMessages.duplicateId);

const teamName = z.string().trim().min(1, teamMessages.nameRequired).max(teamNameMaxLength, teamMessages.nameTooLong);

/** `?teamId=` of GetTeamById, Update, Delete and the "all" calls. */
export const teamIdQuery = z.object({ teamId: z.uuid() });

/** `GetPaged`: paging of §9, a name search, one status (without it: active and inactive, never deleted). */
export const teamListQuery = z.object({
  pageNo: pageNumber,
  pageCount: pageSize,
  name: z.string().max(200).optional(),
  status: z.enum(teamStatuses).optional(),
});
export type TeamListQuery = z.input<typeof teamListQuery>;

/** `CreateTeam`: a name, and optionally its leaders, members and projects. Leaders become members too. */
export const createTeamRequest = z.strictObject({
  name: teamName,
  leaderIds: idList.default([]),
  memberIds: idList.default([]),
  projectIds: idList.default([]),
});
export type CreateTeamRequest = z.input<typeof createTeamRequest>;

/** `Update?teamId=`: the name, state and leaders, with the stamp the caller read. Leaders become members too. */
export const updateTeamRequest = z.strictObject({
  name: teamName,
  status: z.enum(editableTeamStatuses),
  leaderIds: idList,
  concurrencyStamp: z.uuid(),
});
export type UpdateTeamRequest = z.input<typeof updateTeamRequest>;

/** `AddMember` / `RemoveMmeber`: members of one team; `isLeader` makes the added members leaders. */
export const teamMembersRequest = z.strictObject({
  teamId: z.uuid(),
  memberIds: idList.min(1, teamMessages.atLeastOneMember),
  isLeader: z.boolean().optional(),
});
export type TeamMembersRequest = z.input<typeof teamMembersRequest>;

/** `AddProject` / `RemoveProject`: projects of one team. */
export const teamProjectsRequest = z.strictObject({
  teamId: z.uuid(),
  projectIds: idList.min(1, teamMessages.atLeastOneProject),
});
export type TeamProjectsRequest = z.input<typeof teamProjectsRequest>;

/** A leader as lists show them: by name only. */
export const teamLeader = z.object({ id: z.uuid(), name: z.string() });
export type TeamLeader = z.infer<typeof teamLeader>;

/** One team as the list shows it. */
export const teamListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(teamStatuses),
  memberCount: z.number().int(),
  projectCount: z.number().int(),
  leaders: z.array(teamLeader),
  concurrencyStamp: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type TeamListItem = z.infer<typeof teamListItem>;

export const teamPagedList = z.object({ items: z.array(teamListItem), totalCount: z.number().int() });
export type TeamPagedList = z.infer<typeof teamPagedList>;

/** A member of a team, shown only when inside the caller's data scope. */
export const teamMember = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(memberStatuses),
  isLeader: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** A project of a team. */
export const teamProject = z.object({ id: z.uuid(), name: z.string(), status: z.string() });
export type TeamProject = z.infer<typeof teamProject>;

/** One team with its members (those in the caller's scope) and projects. */
export const teamDetail = teamListItem.extend({ members: z.array(teamMember), projects: z.array(teamProject) });
export type TeamDetail = z.infer<typeof teamDetail>;

/**
 * `GET Team/GetProjectOptions`: without parameters every active project, as before; the team dialogs ask for what
 * they show: `search` (part of the project's name, ignoring case) and `PageNo` with `PageSize` (one page by name).
 */
export const teamProjectOptionsQuery = pickerQuery;
export type TeamProjectOptionsQuery = z.input<typeof teamProjectOptionsQuery>;

/** An active project a team may be given, for pickers. */
export const teamProjectOption = z.object({ id: z.uuid(), name: z.string() });
export type TeamProjectOption = z.infer<typeof teamProjectOption>;
export const teamProjectOptions = z.array(teamProjectOption);
