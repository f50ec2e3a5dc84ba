import { z } from 'zod';
import { pageNumber, pageSize } from './paging.ts';
import { roleKeys } from './permissions.ts';

/** Member states of spec §4. */
export const memberStatuses = ['active', 'inactive', 'archived', 'deleted'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** The status tabs of the members screen (§2): one state, or all of them. */
export const memberStatusFilters = [...memberStatuses, 'all'] as const;
export type MemberStatusFilter = (typeof memberStatusFilters)[number];

/** Texts of the members API that server and web show word for word. */
export const memberMessages = {
  lastOwner: 'An organization needs at least one owner.',
  ownStatus: 'You cannot change your own status.',
  notFound: 'The member was not found.',
} as const;

/** `GetMemberPagedList` (§7): paging of §9, a search over name, surname and e-mail, a status tab. */
export const memberListQuery = z.object({
  UsersPageNo: pageNumber,
  UsersPageCount: pageSize,
  MemberName: z.string().max(200).optional(),
  /** Accepted for clients written against §7; ignored until departments exist. */
  DepartmentName: z.string().max(200).optional(),
  Status: z.enum(memberStatusFilters).default('active'),
});
export type MemberListQuery = z.input<typeof memberListQuery>;

/** A manager a member is assigned to. */
export const memberManager = z.object({ id: z.uuid(), name: z.string() });
export type MemberManager = z.infer<typeof memberManager>;

/** One member as the members list shows it. */
export const memberListItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(roleKeys),
  status: z.enum(memberStatuses),
  managers: z.array(memberManager),
  managedMemberIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
});
export type MemberListItem = z.infer<typeof memberListItem>;

/** How many members in the caller's scope are in each state, for the status tabs. */
export const memberStatusCounts = z.object({
  active: z.number().int(),
  inactive: z.number().int(),
  archived: z.number().int(),
  deleted: z.number().int(),
  all: z.number().int(),
});
export type MemberStatusCounts = z.infer<typeof memberStatusCounts>;

export const memberPagedList = z.object({
  items: z.array(memberListItem),
  totalCount: z.number().int(),
  statusCounts: memberStatusCounts,
});
export type MemberPagedList = z.infer<typeof memberPagedList>;

/** One active member for pickers (`GetMemberInTenant`, §7). */
export const memberInTenant = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roleKeys),
  status: z.enum(memberStatuses),
});
export type MemberInTenant = z.infer<typeof memberInTenant>;

export const membersInTenant = z.object({ membersInTenant: z.array(memberInTenant), memberCount: z.number().int() });
export type MembersInTenant = z.infer<typeof membersInTenant>;

/** `?MemberId=` of ChangeRole / ChangeStatus. */
export const memberIdQuery = z.object({ MemberId: z.uuid() });

export const changeMemberRoleRequest = z.strictObject({ role: z.enum(roleKeys) });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequest>;

export const changeMemberStatusRequest = z.strictObject({ status: z.enum(memberStatuses) });
export type ChangeMemberStatusRequest = z.infer<typeof changeMemberStatusRequest>;
