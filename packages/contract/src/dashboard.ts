import { z } from 'zod';
import { boardPeriods, dashboardMessages, maxRecentScreenshots } from './dashboard.constants.ts';
import { daysInRange } from './dates.ts';
import { memberStatuses } from './members.constants.ts';
import { pageNumber, pageSize, pagination, pickerQuery } from './paging.ts';
import { screenshotItem } from './screenshots.ts';
import { maxTimelineRangeDays, timelineMessages } from './timeline.constants.ts';
import { localDate, summaryDay, timelineProject, timelineTask, timelineTotals } from './timeline.ts';

/**
 * `GET Timeline/GetActivityUsers`: the members whose time the caller may see (its data scope; the caller first),
 * for the timeline's and dashboard's member picker (§3 "activity user data"). Deleted members are left out. `search`
 * matches part of a name or e-mail, ignoring case.
 */
export const activityUsersQuery = pickerQuery.extend({
  /**
   * One member by id (a member id, as `userId` in the answer), for the card of the chosen member: that member when
   * in the caller's data scope, else an empty list.
   */
  UserId: z.uuid().optional(),
});

export const activityUser = z.object({
  /** The member id (what `userId` means in the timeline calls). */
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** A link to the person's picture, or null. */
  profilePic: z.string().nullable(),
  /** The IANA zone the member's days are counted in. */
  timeZone: z.string(),
  /** A tracker or web-timer heartbeat within the last two minutes. */
  isOnline: z.boolean(),
  /** The caller themself. */
  isSelf: z.boolean(),
  status: z.enum(memberStatuses),
});
export type ActivityUser = z.infer<typeof activityUser>;
export const activityUsers = z.array(activityUser);

/** A range of local days of one member: `fromDate`..`toDate` (at most 31 days, §9); `userId` the caller when omitted. */
const memberRange = {
  fromDate: localDate,
  toDate: localDate,
  userId: z.uuid({ error: timelineMessages.memberNotFound }).optional(),
};

/** The end not before the start, and at most 31 days (§9). */
const checkRange = (query: { fromDate: string; toDate: string }, context: z.RefinementCtx) => {
  const days = daysInRange(query.fromDate, query.toDate);
  if (days < 1) context.addIssue({ code: 'custom', path: ['toDate'], message: timelineMessages.rangeOrder });
  else if (days > maxTimelineRangeDays)
    context.addIssue({ code: 'custom', path: ['toDate'], message: timelineMessages.rangeTooLong });
};

export const memberRangeQuery = z.object(memberRange).superRefine(checkRange);
export type MemberRangeQuery = z.input<typeof memberRangeQuery>;

/** Time and share of a whole: `percent` of the range's total, 0–100 with one decimal. */
const share = { seconds: z.number().int(), percent: z.number() };

/**
 * `GET Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage` (§7): the employee dashboard of one member over a
 * range — activity level, every day (for the weekday chart), projects by worked time, apps and URLs by tracked time.
 * From the rollups only.
 */
export const memberDashboard = z.object({
  memberId: z.uuid(),
  timeZone: z.string(),
  fromDate: localDate,
  toDate: localDate,
  totals: timelineTotals,
  days: z.array(summaryDay),
  /** Share of the worked seconds, largest first. */
  projects: z.array(z.object({ project: timelineProject, ...share })),
  /** Per task (with its project), share of the worked seconds, largest first; time without a task is not listed. */
  tasks: z.array(z.object({ task: timelineTask, project: timelineProject, ...share })),
  /** Share of the seconds of app and URL use, largest first; the first 20. */
  apps: z.array(z.object({ id: z.uuid(), kind: z.enum(['app', 'url']), name: z.string(), ...share })),
  /** The seconds and share of the apps and URLs beyond the first 20. */
  otherApps: z.object(share),
});
export type MemberDashboard = z.infer<typeof memberDashboard>;

/** `GET Dashboard/GetMemberRecentScreenshots`: the member's newest screenshots in the range, newest first. */
export const recentScreenshotsQuery = z
  .object({ ...memberRange, limit: z.coerce.number().int().min(1).max(maxRecentScreenshots).default(12) })
  .superRefine(checkRange);

export const recentScreenshot = screenshotItem.extend({ project: timelineProject });
export type RecentScreenshot = z.infer<typeof recentScreenshot>;

export const recentScreenshots = z.object({
  userId: z.uuid(),
  timeZone: z.string(),
  /** When the links in this answer stop working, ISO 8601 UTC. */
  urlsExpireAt: z.string(),
  screenshots: z.array(recentScreenshot),
  /** More screenshots exist in the range than were answered. */
  hasMore: z.boolean(),
});
export type RecentScreenshots = z.infer<typeof recentScreenshots>;

/**
 * `GET Dashboard/GetMembersBoardWorkDataTillDay` (§7, §9 page 1 and size 10): the members of the caller's data
 * scope, optionally of one department or matching a name; rows ordered by the worked time of `Period` (most
 * first), so page 1 is the top 10.
 */
export const membersBoardQuery = z.object({
  UsersPageNo: pageNumber,
  UsersPageCount: pageSize,
  DepartmentId: z.uuid({ error: dashboardMessages.departmentNotFound }).optional(),
  MemberName: z.string().trim().max(100).optional(),
  Period: z.enum(boardPeriods).default('today'),
});
export type MembersBoardQuery = z.input<typeof membersBoardQuery>;

/** A member board row (§3); times in seconds, counted in the member's own local days. */
export const boardRow = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  isOnline: z.boolean(),
  departmentId: z.uuid().nullable(),
  departmentName: z.string().nullable(),
  timeZone: z.string(),
  lastWorkedOnProjectName: z.string().nullable(),
  /** The task of the member's running or last activity; null when it has none. */
  lastWorkedOnTaskName: z.string().nullable(),
  totalWorkingTimeToday: z.number().int(),
  totalWorkingTimeThisWeek: z.number().int(),
  totalWorkingTimeThisMonth: z.number().int(),
  /** Activity of today (Σactive/Σtracked, 0–100), null without tracked time. */
  activityToday: z.number().int().nullable(),
  /** Open tasks assigned to the member (in an open status, in workspaces not deleted). */
  totalOpenedTasksCount: z.number().int(),
  /** Active projects the member belongs to. */
  totalOpenedProjectsCount: z.number().int(),
  /** Seconds since the member's last tracked activity; null when there has been none. */
  timePastFromLastActivity: z.number().int().nullable(),
});
export type BoardRow = z.infer<typeof boardRow>;

/** The board totals of §3 and the worked time of every member of the filtered scope. */
export const membersBoard = z.object({
  totalEmployeesWorkingTodayCount: z.number().int(),
  totalEmployeesCount: z.number().int(),
  onlineEmployeesCount: z.number().int(),
  /** The caller's own time zone (ARCHITECTURE §5): what "now" is shown in. */
  managerTimeZone: z.string(),
  workedTodaySeconds: z.number().int(),
  workedThisWeekSeconds: z.number().int(),
  workedThisMonthSeconds: z.number().int(),
  period: z.enum(boardPeriods),
  members: z.array(boardRow),
  pagination,
  /** The caller's own row ("my statistics"), whatever the filters. */
  me: boardRow.nullable(),
  /** When the figures were read, ISO 8601 UTC. */
  asOf: z.string(),
});
export type MembersBoard = z.infer<typeof membersBoard>;

/**
 * `GET Dashboard/GetProjectsAndAppsWorkingTimeAndPercentage` (§7): the whole data scope (optionally one
 * department) over local days `fromDate`..`toDate` (at most 31).
 */
export const scopeDashboardQuery = z
  .object({
    fromDate: localDate,
    toDate: localDate,
    DepartmentId: z.uuid({ error: dashboardMessages.departmentNotFound }).optional(),
  })
  .superRefine(checkRange);
export type ScopeDashboardQuery = z.input<typeof scopeDashboardQuery>;

export const scopeDashboard = z.object({
  fromDate: localDate,
  toDate: localDate,
  dayBasis: z.literal('memberLocalDay'),
  totals: timelineTotals,
  /** Members with time in the range. */
  memberCount: z.number().int(),
  projects: z.array(z.object({ project: timelineProject, ...share })),
  apps: z.array(z.object({ id: z.uuid(), kind: z.enum(['app', 'url']), name: z.string(), ...share })),
  otherApps: z.object(share),
});
export type ScopeDashboard = z.infer<typeof scopeDashboard>;
