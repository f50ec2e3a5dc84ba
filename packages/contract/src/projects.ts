import { z } from 'zod';
import { paging } from './constants.ts';
import { isYearInRange } from './dates.constants.ts';
import { pageNumber, pageSize } from './paging.ts';
import {
  type ProjectStatus,
  projectDefaults,
  projectLimits,
  projectMessages,
  projectSortings,
  projectStatuses,
  projectStatusFilters,
} from './projects.constants.ts';
import { taskPriorities } from './tasks.constants.ts';

const m = projectMessages;

/**
 * A date-only value as clients send it (§5): `YYYY-MM-DD`, or a date-time whose date part is kept. The
 * placeholder 0001-01-01, an empty value, a year outside the accepted range and anything that is not a real date
 * all become null ("no date").
 */
export function toDateOnly(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const text = `${year}-${month}-${day}`;
  if (text === projectDefaults.noDatePlaceholder || !isYearInRange(text)) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text ? null : text;
}

/** A date field of a request: any value, read leniently by `toDateOnly`. */
const dateField = z
  .union([z.string().max(40), z.null()])
  .optional()
  .transform((value) => (value === undefined ? undefined : toDateOnly(value)));

const projectName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(projectLimits.nameMax, m.nameTooLong);
const customerId = z.uuid({ error: m.customerRequired });
const longText = (max: number) => z.string().max(max, m.textTooLong).nullish();
const maxWorkingHours = z
  .number({ error: m.maxHoursNumeric })
  .min(0, m.maxHoursNumeric)
  .max(projectLimits.maxWorkingHoursMax, m.maxHoursNumeric)
  .nullish();
/** A status; clients written against §7 send `Active`, so case is ignored. */
const status = z
  .enum([...projectStatuses, ...projectStatuses.map((name) => `${name[0]?.toUpperCase()}${name.slice(1)}`)])
  .transform((value) => value.toLowerCase() as ProjectStatus)
  .nullish();
const colorCode = z.union([z.string().regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid), z.literal(''), z.null()]).optional();

/** Whether a date range is in order: a missing end or start always is (§5: end after start). */
export const datesInOrder = ({ startDate, endDate }: { startDate?: string | null; endDate?: string | null }) =>
  !startDate || !endDate || endDate >= startDate;

/** `POST Project/CreateProject` with the §3 payload names. Status defaults to Active, colour and hours per §9. */
export const createProjectRequest = z
  .object({
    ProjectName: projectName,
    Description: longText(projectLimits.descriptionMax),
    Note: longText(projectLimits.noteMax),
    CustomerId: customerId,
    StartDate: dateField,
    EndDate: dateField,
    MaxWorkingHours: maxWorkingHours,
    Status: status,
    ColorCode: colorCode,
  })
  .refine((body) => datesInOrder({ startDate: body.StartDate, endDate: body.EndDate }), {
    path: ['EndDate'],
    message: m.endAfterStart,
  });
export type CreateProjectRequest = z.input<typeof createProjectRequest>;

/**
 * `PUT Project/UpdateProject?id=` (§7). A field left out keeps its value; a date of 0001-01-01, empty or
 * invalid clears it (§5).
 */
export const updateProjectRequest = z
  .object({
    projectName: projectName,
    customerId,
    startDate: dateField,
    endDate: dateField,
    description: longText(projectLimits.descriptionMax),
    note: longText(projectLimits.noteMax),
    maxWorkingHours,
    status,
    colorCode,
    concurrencyStamp: z.uuid({ error: m.stampRequired }),
  })
  .refine((body) => datesInOrder(body), { path: ['endDate'], message: m.endAfterStart });
export type UpdateProjectRequest = z.input<typeof updateProjectRequest>;

/** Archive and other stamped calls without other fields. */
export const projectStampRequest = z.object({ concurrencyStamp: z.uuid({ error: m.stampRequired }) });
export type ProjectStampRequest = z.infer<typeof projectStampRequest>;

/** `POST Project/DuplicateProject?id=`: the copy's name. */
export const duplicateProjectRequest = z.object({ name: projectName });
export type DuplicateProjectRequest = z.infer<typeof duplicateProjectRequest>;

/** The member ids of `AddMemberListToProject` / `RemoveMemberListFromProject`. */
export const projectMemberIdList = z.array(z.uuid()).max(projectLimits.memberListMax);
export type ProjectMemberIdList = z.infer<typeof projectMemberIdList>;

/** `?id=` of a change to one project. */
export const projectIdQuery = z.object({ id: z.uuid() });
/** `?projectId=` of the member calls; a missing one is answered with "Project ID is required" (§5). */
export const projectMembersQuery = z.object({ projectId: z.uuid().optional() });
/** `?ProjectId=` of GetProjectTask. */
export const projectTaskQuery = z.object({ ProjectId: z.uuid() });
/** `?userId=` of GetProjectUser: the MEMBER id, as the web app sends it. */
export const projectUserQuery = z.object({ userId: z.uuid() });
/** `?id=` of GetActiveProjects: just that project. */
export const activeProjectsQuery = z.object({ id: z.uuid().optional() });

/** `GetProjectPagedList` (§7, §9): PageNo/PageSize or SkipCount/MaxResultCount, a status tab, Name, CustomerId. */
export const projectListQuery = z.object({
  PageNo: pageNumber,
  PageSize: pageSize,
  SkipCount: z.coerce.number().int().min(0).optional(),
  MaxResultCount: z.coerce.number().int().min(1).max(paging.maxPageSize).optional(),
  Status: z.enum(projectStatusFilters).default('all'),
  Name: z.string().max(projectLimits.nameMax).optional(),
  CustomerId: z.uuid().optional(),
  Sorting: z.enum(projectSortings).default('createdAt desc'),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

/** Someone or something listed on a project. */
export const projectRef = z.object({ id: z.uuid(), name: z.string() });
export type ProjectRef = z.infer<typeof projectRef>;

/** One project as the projects list shows it (§3). */
export const projectListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  description: z.string(),
  note: z.string(),
  maxWorkingHours: z.number(),
  status: z.enum(projectStatuses),
  colorCode: z.string(),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  /** Members inside the caller's data scope. */
  members: z.array(projectRef),
  teams: z.array(projectRef),
  /** Open tasks of the project (in an open status, in workspaces not deleted). */
  taskCount: z.number().int(),
  /** Tracked seconds of the members in the caller's data scope; a running timer counts up to now. */
  timeConsumedSeconds: z.number().int(),
  lastActivityAt: z.iso.datetime().nullable(),
  concurrencyStamp: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type ProjectListItem = z.infer<typeof projectListItem>;

/** How many projects match the search in each state, for the status tabs. */
export const projectStatusCounts = z.object({
  active: z.number().int(),
  archived: z.number().int(),
  canceled: z.number().int(),
  pending: z.number().int(),
  opened: z.number().int(),
  done: z.number().int(),
  all: z.number().int(),
});
export type ProjectStatusCounts = z.infer<typeof projectStatusCounts>;

/** The list of §3: items, totalCount (of the chosen tab, for paging) and the counters. */
export const projectPagedList = z.object({
  items: z.array(projectListItem),
  totalCount: z.number().int(),
  activeCount: z.number().int(),
  pendingCount: z.number().int(),
  archiveCount: z.number().int(),
  statusCounts: projectStatusCounts,
});
export type ProjectPagedList = z.infer<typeof projectPagedList>;

/** An active project for pickers (GetActiveProjects, GetMyActiveProjects, GetProjectUser). */
export const projectOption = z.object({
  id: z.uuid(),
  name: z.string(),
  colorCode: z.string(),
  status: z.enum(projectStatuses),
  customerId: z.uuid(),
  customerName: z.string(),
});
export type ProjectOption = z.infer<typeof projectOption>;
export const projectOptions = z.array(projectOption);

/** A task of a project as GetProjectTask answers it (tasks in workspaces the caller can see). */
export const projectTask = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The name of its status (board column). */
  status: z.string(),
  /** Whether that status is a done one. */
  isDone: z.boolean(),
  assignee: projectRef,
  dueDate: z.iso.date(),
  priority: z.enum(taskPriorities),
  /** Worked seconds on the task of the members in the caller's data scope, from the rollups. */
  trackedSeconds: z.number().int(),
});
export const projectTasks = z.array(projectTask);
export type ProjectTask = z.infer<typeof projectTask>;

/** What DeleteProject answers: the id of the project that is gone. */
export const deletedProject = z.object({ id: z.uuid() });
export type DeletedProject = z.infer<typeof deletedProject>;
