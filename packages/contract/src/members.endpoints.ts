import type { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { ErrorCode } from './errors.ts';
import {
  changeMemberRoleRequest,
  changeMemberStatusRequest,
  memberIdQuery,
  memberInTenantQuery,
  memberListItem,
  memberListQuery,
  memberPagedList,
  memberProjectOptions,
  memberProjectOptionsQuery,
  membersInTenant,
  updateMemberProjectsRequest,
  updateMemberRequest,
} from './members.ts';
import { permissions } from './permissions.ts';

const tags = ['Members'];
const base = '/api/v1/Member';
/** The rule every change of one member starts with: a member outside the caller's data scope is not found. */
const inScope = "the member must be in the caller's data scope (else 404)";
/** The rule every change of a role or status follows, whoever asks. */
const owners =
  'the organisation keeps an active owner; only holders of Worktrail.Members.ManageOwners make, unmake or change ' +
  'an owner';

/** A change to one member (`?MemberId=`), answered with the member as the list shows them. */
const memberChange = <const Body extends z.ZodType>(change: {
  path: string;
  summary: string;
  body: Body;
  policy: string;
  errors: readonly ErrorCode[];
}) =>
  defineEndpoint({
    method: 'PUT',
    access: permissions.members.manage,
    tags,
    query: memberIdQuery,
    result: memberListItem,
    ...change,
  });

/** Spec §7: the members list, the member picker, and changing a member's role, status, details or projects. */
export const memberEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/GetMemberPagedList`,
    access: permissions.members.read,
    policy: "only the members in the caller's data scope are listed and counted",
    tags,
    summary: "One page of the members in the caller's data scope, newest first, with the count of each status",
    description:
      'MemberName matches name, surname or e-mail (case-insensitive); DepartmentName keeps the members of the ' +
      'department of exactly that name (ignoring case); the status counts follow both. Sorting is one of ' +
      'name, email, role, status or createdAt (default), SortDirection asc or desc (default desc for ' +
      'createdAt, asc otherwise). Phone, hourly rate and currency of others are null for callers who do not ' +
      'manage members.',
    query: memberListQuery,
    result: memberPagedList,
  }),
  inTenant: defineEndpoint({
    method: 'GET',
    path: `${base}/GetMemberInTenant`,
    access: permissions.members.read,
    policy: "only the members in the caller's data scope are listed",
    tags,
    summary: "The active members in the caller's data scope, for pickers",
    description:
      'By name. Without parameters the whole list comes (§7). A picker asks for what it shows: search matches ' +
      'part of the name or e-mail, ignoring case; PageNo and PageSize ask for one page (PageSize at most 100); ' +
      'MemberIds (comma separated or repeated, at most 1000) keeps only those members, so a chosen member off the ' +
      "page can be named, and ids outside the caller's data scope or not active are left out; Managers=true keeps " +
      "the members whose role's grants reach beyond themself (managers and owners by default), the ones members " +
      'can be assigned to. memberCount counts every member matching, whatever the page.',
    query: memberInTenantQuery,
    result: membersInTenant,
  }),
  changeRole: memberChange({
    path: `${base}/ChangeRole`,
    summary: 'Give a member another role; the last active owner keeps theirs',
    body: changeMemberRoleRequest,
    policy: `${inScope}; ${owners}`,
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
  }),
  changeStatus: memberChange({
    path: `${base}/ChangeStatus`,
    summary: 'Move a member to another status; leaving active signs them out everywhere at once',
    body: changeMemberStatusRequest,
    policy: `${inScope}; nobody changes their own status; ${owners}; coming back to active needs a free seat`,
    errors: ['NOT_FOUND', 'UNPROCESSABLE', 'SEAT_LIMIT'],
  }),
  update: memberChange({
    path: `${base}/UpdateMember`,
    summary:
      'Save the whole editable member: position, role and department required; managerId replaces their ' +
      'manager assignments (no self, no cycle); a stale concurrencyStamp is refused with 409',
    body: updateMemberRequest,
    policy:
      `${inScope}, and so must the manager given; position and department must be the organisation's; ` +
      `role and status follow the rules of their own calls: nobody changes their own status, ${owners}`,
    errors: ['NOT_FOUND', 'CONCURRENCY_ERROR', 'UNPROCESSABLE', 'SEAT_LIMIT'],
  }),
  updateProjects: memberChange({
    path: `${base}/UpdateMemberProjects`,
    summary:
      "Make a member belong to exactly these projects; an unknown or another organisation's project changes nothing",
    body: updateMemberProjectsRequest,
    policy: `${inScope}; every project must be the organisation's`,
    errors: ['NOT_FOUND'],
  }),
  projectOptions: defineEndpoint({
    method: 'GET',
    path: `${base}/GetMemberProjectOptions`,
    access: permissions.members.manage,
    tags,
    summary:
      'The open projects (active, pending, in progress) by name, for adding a member to projects; all of them, or ' +
      'one page of those matching a search',
    description:
      'By name (ignoring case), then id. Without parameters every open project comes, as always. The member ' +
      "editor asks for what it shows: search matches part of the project's name, ignoring case (%, _ and \\ are " +
      'taken literally; at most 100 characters); PageNo and PageSize ask for one page of the list (PageNo from 1, ' +
      'PageSize 1 to 100; either one alone takes the other from the default page 1 of 10).',
    query: memberProjectOptionsQuery,
    result: memberProjectOptions,
  }),
};
