import { z } from 'zod';
import {
  memberMessages,
  memberSortFields,
  memberStatuses,
  memberStatusFilters,
  sortDirections,
} from './members.constants.ts';
import { pageNumber, pageSize, pickerQuery } from './paging.ts';
import { roleKeys } from './permissions.ts';
import { countryCodes } from './profile.constants.ts';
import { isKnownTimeZone } from './profile.ts';
import { idListParam } from './reports.ts';

/**
 * `GetMemberPagedList` (§7): paging of §9, a search over name, surname and e-mail, a department (its exact name,
 * ignoring case), a status tab, and a sort: `Sorting` (default `createdAt`) and `SortDirection` (default
 * `desc` for `createdAt`, `asc` otherwise).
 */
export const memberListQuery = z.object({
  UsersPageNo: pageNumber,
  UsersPageCount: pageSize,
  MemberName: z.string().max(200).optional(),
  DepartmentName: z.string().max(200).optional(),
  Status: z.enum(memberStatusFilters).default('active'),
  Sorting: z.enum(memberSortFields).default('createdAt'),
  SortDirection: z.enum(sortDirections).optional(),
});
export type MemberListQuery = z.input<typeof memberListQuery>;

/** A manager a member is assigned to. */
export const memberManager = z.object({ id: z.uuid(), name: z.string() });
export type MemberManager = z.infer<typeof memberManager>;

/** A named record a member points to: position, department, project. */
export const namedRef = z.object({ id: z.uuid(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/**
 * One member as the members list shows it. `phone`, `hourlyRate` and `currency` are null for viewers who may not
 * see them (anyone without member management, except about themself).
 */
export const memberListItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string().nullable(),
  position: namedRef.nullable(),
  department: namedRef.nullable(),
  hourlyRate: z.number().nullable(),
  currency: z.string().nullable(),
  role: z.enum(roleKeys),
  status: z.enum(memberStatuses),
  projects: z.array(namedRef),
  managers: z.array(memberManager),
  managedMemberIds: z.array(z.uuid()),
  concurrencyStamp: z.uuid(),
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

/**
 * `GetMemberInTenant` (§7): without parameters every active member in the caller's data scope, as the spec shows it.
 * A big organisation's picker narrows it: `search` (part of a name or e-mail, ignoring case), `PageNo` with
 * `PageSize` (one page by name), `MemberIds` (those members, to name a choice not on the page) and `Managers`
 * (only members whose role may have members assigned). `memberCount` counts every member matching them.
 */
export const memberInTenantQuery = pickerQuery.extend({
  MemberIds: idListParam.optional(),
  Managers: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type MemberInTenantQuery = z.input<typeof memberInTenantQuery>;

export const membersInTenant = z.object({
  membersInTenant: z.array(memberInTenant),
  /** How many members match, on every page together. */
  memberCount: z.number().int(),
});
export type MembersInTenant = z.infer<typeof membersInTenant>;

/** `?MemberId=` of ChangeRole / ChangeStatus. */
export const memberIdQuery = z.object({ MemberId: z.uuid() });

export const changeMemberRoleRequest = z.strictObject({ role: z.enum(roleKeys) });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequest>;

export const changeMemberStatusRequest = z.strictObject({ status: z.enum(memberStatuses) });
export type ChangeMemberStatusRequest = z.infer<typeof changeMemberStatusRequest>;

/** Whether a text is a country of the country list (ISO 3166-1 alpha-2), as the profile form knows it. */
export const isCountryCode = (code: string): boolean => countryCodes.includes(code);

/** Whether a text is a zone of the time-zone list (IANA), as the profile form knows it. */
export const isTimeZone = (zone: string): boolean => isKnownTimeZone(zone);

/** Whether a text is an ISO 4217 currency code the platform knows. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return true;
  }
}

/** An optional text: trimmed, and empty means none. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    z.string().max(max, { error: message, abort: true }).nullable().default(null),
  );

/** A required choice: a missing or empty value gets the §5 "is required" message. */
const requiredId = (required: string) =>
  z.uuid({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? required : undefined),
  });

/**
 * `PUT Member/UpdateMember?MemberId=` (§7): the whole editable member. Position, role and department are
 * required (§5); `managerId` is the member's one manager (null: none) and replaces their manager assignments;
 * `concurrencyStamp` is the one read with the member (§4).
 */
export const updateMemberRequest = z.strictObject({
  name: optionalText(100, memberMessages.nameTooLong),
  surname: optionalText(100, memberMessages.nameTooLong),
  phone: optionalText(30, memberMessages.phoneInvalid).refine(
    (value) => value === null || /^\+?[0-9][0-9 ().-]{2,29}$/.test(value),
    { error: memberMessages.phoneInvalid },
  ),
  country: optionalText(2, memberMessages.countryInvalid).refine((value) => value === null || isCountryCode(value), {
    error: memberMessages.countryInvalid,
  }),
  timeZone: optionalText(64, memberMessages.timeZoneInvalid).refine((value) => value === null || isTimeZone(value), {
    error: memberMessages.timeZoneInvalid,
  }),
  positionId: requiredId(memberMessages.positionRequired),
  role: z.enum(roleKeys, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? memberMessages.roleRequired : undefined,
  }),
  departmentId: requiredId(memberMessages.departmentRequired),
  managerId: z.uuid().nullable().default(null),
  hourlyRate: z
    .number({ error: memberMessages.hourlyRateInvalid })
    .min(0, { error: memberMessages.hourlyRateInvalid })
    .max(9_999_999_999.99, { error: memberMessages.hourlyRateInvalid })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: memberMessages.hourlyRateInvalid,
    })
    .nullable()
    .default(null),
  currency: optionalText(3, memberMessages.currencyInvalid).refine((value) => value === null || isCurrencyCode(value), {
    error: memberMessages.currencyInvalid,
  }),
  status: z.enum(memberStatuses, { error: memberMessages.statusRequired }),
  concurrencyStamp: z.uuid(),
});
export type UpdateMemberRequest = z.infer<typeof updateMemberRequest>;
export type UpdateMemberInput = z.input<typeof updateMemberRequest>;

/** `PUT Member/UpdateMemberProjects?MemberId=`: the member's projects, exactly. */
export const updateMemberProjectsRequest = z.strictObject({ projectIds: z.array(z.uuid()).max(1000) });
export type UpdateMemberProjectsRequest = z.infer<typeof updateMemberProjectsRequest>;

/**
 * `GET Member/GetMemberProjectOptions`: without parameters every open project, as before; the member editor asks for
 * what it shows: `search` (part of the project's name, ignoring case) and `PageNo` with `PageSize` (one page by name).
 */
export const memberProjectOptionsQuery = pickerQuery;
export type MemberProjectOptionsQuery = z.input<typeof memberProjectOptionsQuery>;

/** `GET Member/GetMemberProjectOptions`: the projects a member can be added to, by name. */
export const memberProjectOptions = z.array(namedRef);
export type MemberProjectOptions = z.infer<typeof memberProjectOptions>;
