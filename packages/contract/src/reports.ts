import { z } from 'zod';
import { calendarDate, calendarMonth, daysInRange } from './dates.ts';
import { pageNumber, pageSize, pagination } from './paging.ts';
import {
  exportFormats,
  exportReports,
  exportStatuses,
  type ReportGrouping,
  reportDayBasis,
  reportGroupings,
  reportLimits,
  reportMessages,
} from './reports.constants.ts';

const localDate = calendarDate(reportMessages.dateInvalid);

/**
 * A list of ids, comma separated (`MemberIds=a,b`) or repeated (`MemberIds=a&MemberIds=b`); blanks dropped,
 * duplicates removed, at most 1,000.
 */
export const idListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.uuid({ error: reportMessages.idsInvalid }))
      .max(reportLimits.maxFilterIds, { error: reportMessages.idsInvalid }),
  );

/** The filters of §7: whose time (members, departments), on what (projects, customers). All optional. */
const filters = {
  MemberIds: idListParam.optional(),
  DepartmentIds: idListParam.optional(),
  ProjectIds: idListParam.optional(),
  CustomerIds: idListParam.optional(),
};

type Range = { FromDate: string; ToDate: string };

/** `ToDate` not before `FromDate`, and the range at most `maxDays` days long. */
const checkRange = (maxDays: number) => (query: Range, context: z.RefinementCtx) => {
  const days = daysInRange(query.FromDate, query.ToDate);
  if (days < 1) context.addIssue({ code: 'custom', path: ['ToDate'], message: reportMessages.endBeforeStart });
  else if (days > maxDays)
    context.addIssue({
      code: 'custom',
      path: ['ToDate'],
      message:
        maxDays === reportLimits.maxTimelineRangeDays
          ? reportMessages.timelineRangeTooLong
          : reportMessages.rangeTooLong,
    });
};

/** The local days `FromDate`..`ToDate` (both included) and the §7 filters; what every report call takes. */
const reportQueryShape = { FromDate: localDate, ToDate: localDate, ...filters };
export const reportQuery = z.object(reportQueryShape).superRefine(checkRange(reportLimits.maxRangeDays));
export type ReportQuery = z.input<typeof reportQuery>;
export type ReportFilters = z.output<typeof reportQuery>;

/**
 * `AttendanceReport` (§5 word for word): the start strictly before the end ("Start date should be before end
 * date"), never the same day ("Please select different start and end dates"); `PageNo` 1 and `PageSize` 10 (§9).
 */
export const attendanceQuery = z
  .object({ ...reportQueryShape, PageNo: pageNumber, PageSize: pageSize })
  .superRefine((query, context) => {
    const days = daysInRange(query.FromDate, query.ToDate);
    if (days === 1) context.addIssue({ code: 'custom', path: ['ToDate'], message: reportMessages.differentDates });
    else if (days < 1) context.addIssue({ code: 'custom', path: ['FromDate'], message: reportMessages.startBeforeEnd });
    else checkRange(reportLimits.maxRangeDays)(query, context);
  });
export type AttendanceQuery = z.input<typeof attendanceQuery>;

/** `TimeLineReport`: at most 31 days (§5), members paged. */
export const timelineReportQuery = z
  .object({ ...reportQueryShape, PageNo: pageNumber, PageSize: pageSize })
  .superRefine(checkRange(reportLimits.maxTimelineRangeDays));
export type TimelineReportQuery = z.input<typeof timelineReportQuery>;

/** The groupings keyed by an id, whose time may be in no such thing: the "none" group (key null). */
const groupingsWithNone: ReadonlySet<ReportGrouping> = new Set(['customer', 'task', 'department']);

/** Whether `key` is a group key `groupBy` answers: an id, a date (a day, a week's Monday), a month, or `none`. */
function isGroupKeyOf(groupBy: ReportGrouping, key: string): boolean {
  if (key === 'none') return groupingsWithNone.has(groupBy);
  switch (groupBy) {
    case 'day':
    case 'week':
      return localDate.safeParse(key).success;
    case 'month':
      return calendarMonth().safeParse(key).success;
    default:
      return z.uuid().safeParse(key).success;
  }
}

/**
 * `GeneralReport`: grouped by `GroupBy` (default member) and optionally `ThenBy`; `Compare` adds the previous
 * period of the same length. `SubgroupLimit` keeps each group's most worked subgroups (each group still says how many
 * it has); `GroupKey` answers one group alone (`none`: the "none" group), so a client can open a group's subgroups.
 */
export const generalReportQuery = z
  .object({
    ...reportQueryShape,
    GroupBy: z.enum(reportGroupings).default('member'),
    ThenBy: z.enum(reportGroupings).optional(),
    Compare: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    SubgroupLimit: z.coerce.number().int().min(1).max(reportLimits.maxSubgroupLimit).optional(),
    GroupKey: z.string().max(36, { error: reportMessages.groupKeyInvalid }).optional(),
  })
  .superRefine(checkRange(reportLimits.maxRangeDays))
  .superRefine((query, context) => {
    if (query.ThenBy !== undefined && query.ThenBy === query.GroupBy)
      context.addIssue({ code: 'custom', path: ['ThenBy'], message: reportMessages.groupsSame });
    if (query.GroupKey !== undefined && !isGroupKeyOf(query.GroupBy, query.GroupKey))
      context.addIssue({ code: 'custom', path: ['GroupKey'], message: reportMessages.groupKeyInvalid });
  });
export type GeneralReportQuery = z.input<typeof generalReportQuery>;

/** An amount of money in one currency: worked hours × the member's hourly rate, rounded to cents. */
export const moneyAmount = z.object({ currency: z.string(), amount: z.number() });

/**
 * Figures of a set of time: worked (all, offline included), tracked and active (tracker slots), offline;
 * `activity` = Σactive / Σtracked (0–100, null without tracked time); `amounts` per currency, null for those who
 * may not see rates (and empty when no member in it has a rate).
 */
export const reportFigures = z.object({
  workedSeconds: z.number().int(),
  trackedSeconds: z.number().int(),
  activeSeconds: z.number().int(),
  offlineSeconds: z.number().int(),
  activity: z.number().int().nullable(),
  amounts: z.array(moneyAmount).nullable(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

/** Where a report's days come from, said by every report. */
const basis = {
  /** Always `memberLocalDay`: each member's own local days (ARCHITECTURE §5). */
  dayBasis: z.literal(reportDayBasis),
  fromDate: localDate,
  toDate: localDate,
};

/** `AttendanceReport`: one row per member and local day with time, newest day first, then by name (§2, §3). */
export const attendanceRow = z.object({
  memberId: z.uuid(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  timeZone: z.string(),
  date: localDate,
  /** The first start and last end of the day, ISO 8601 with offset. */
  entry: z.iso.datetime({ offset: true }).nullable(),
  leave: z.iso.datetime({ offset: true }).nullable(),
  totalSeconds: z.number().int(),
  offlineSeconds: z.number().int(),
  activity: z.number().int().nullable(),
  /** Online now (a heartbeat within two minutes). */
  isOnline: z.boolean(),
});
export type AttendanceRow = z.infer<typeof attendanceRow>;
export const attendanceReport = z.object({
  ...basis,
  attendListOut: z.array(attendanceRow),
  pagination,
  totals: reportFigures,
});
export type AttendanceReport = z.infer<typeof attendanceReport>;

/** A group's name: a member, project, customer or department name, or the key of a day, week or month. */
const groupLabel = z.string().meta({
  description:
    'Empty for the "none" group (key null: no customer, no department, no task), which clients name in their own ' +
    'language (e.g. "No task").',
});

/** A row of a general report: a group with its figures and, with `ThenBy`, its subgroups. */
export const generalGroup = z.object({
  /** The id, or the date (`YYYY-MM-DD`, a week's Monday, `YYYY-MM`); null for "none" (no customer, department or task). */
  key: z.string().nullable(),
  label: groupLabel,
  figures: reportFigures,
  /** Members with time in the group, and member-days. */
  memberCount: z.number().int(),
  memberDays: z.number().int(),
  /** Worked seconds per member-day, rounded. */
  averageSecondsPerMemberDay: z.number().int(),
  /** How many subgroups the group has; more than `children` when `SubgroupLimit` kept only the most worked. */
  subgroupCount: z.number().int(),
  children: z.array(
    z.object({
      key: z.string().nullable(),
      label: groupLabel,
      figures: reportFigures,
      memberCount: z.number().int(),
      memberDays: z.number().int(),
      averageSecondsPerMemberDay: z.number().int(),
    }),
  ),
});
export type GeneralGroup = z.infer<typeof generalGroup>;

const periodTotals = z.object({
  fromDate: localDate,
  toDate: localDate,
  figures: reportFigures,
  memberCount: z.number().int(),
  memberDays: z.number().int(),
  averageSecondsPerMemberDay: z.number().int(),
});

export const generalReport = z.object({
  ...basis,
  groupBy: z.enum(reportGroupings),
  thenBy: z.enum(reportGroupings).nullable(),
  groups: z.array(generalGroup),
  totals: periodTotals,
  /** The same length of days just before, with the same filters; null when not asked for. */
  previous: periodTotals.nullable(),
});
export type GeneralReport = z.infer<typeof generalReport>;

const customerRef = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** `ProjectsReport`: one row per project with time, most worked first (§3 projectOut). */
export const projectReportRow = z.object({
  projectId: z.uuid(),
  name: z.string(),
  colorCode: z.string(),
  status: z.string(),
  customer: customerRef,
  /** The project's budget in hours (0 = none). */
  maxWorkingHours: z.number(),
  memberCount: z.number().int(),
  figures: reportFigures,
});
export const projectsReport = z.object({ ...basis, projectOut: z.array(projectReportRow), totals: reportFigures });
export type ProjectsReport = z.infer<typeof projectsReport>;

/** `ProjectMembersReport`: per project, its members' time (§3 projectsEmployeesListOut). */
export const projectMembersRow = z.object({
  projectId: z.uuid(),
  name: z.string(),
  colorCode: z.string(),
  customer: customerRef,
  figures: reportFigures,
  members: z.array(z.object({ memberId: z.uuid(), name: z.string(), email: z.string(), figures: reportFigures })),
});
export const projectMembersReport = z.object({
  ...basis,
  projectsEmployeesListOut: z.array(projectMembersRow),
  totals: reportFigures,
});
export type ProjectMembersReport = z.infer<typeof projectMembersReport>;
export type ProjectMembersRow = z.infer<typeof projectMembersRow>;

/** `TimeLineReport`: per member (paged), each local day of the range (§3 timeLineOut). */
export const timelineReportRow = z.object({
  memberId: z.uuid(),
  name: z.string(),
  email: z.string(),
  timeZone: z.string(),
  figures: reportFigures,
  days: z.array(
    z.object({
      date: localDate,
      workedSeconds: z.number().int(),
      activity: z.number().int().nullable(),
      entry: z.iso.datetime({ offset: true }).nullable(),
      leave: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export const timelineReport = z.object({
  ...basis,
  /** Members with time in the range (what the pages are of). */
  totalCount: z.number().int(),
  timeLineOut: z.array(timelineReportRow),
  pagination,
  averageActivityLevelForAll: z.number().int().nullable(),
  totalWorkingMinutes: z.number().int(),
});
export type TimelineReport = z.infer<typeof timelineReport>;

/** A slice of a pie chart, largest first. */
export const pieSlice = z.object({
  /** Null for "none" (time on projects without a customer). */
  id: z.uuid().nullable(),
  name: z.string(),
  /** For apps and URLs: which. */
  kind: z.enum(['member', 'project', 'customer', 'app', 'url']),
  colorCode: z.string().nullable(),
  workingMinutes: z.number().int(),
  seconds: z.number().int(),
  /** Share of the whole, 0–100 with one decimal. */
  percent: z.number(),
  activity: z.number().int().nullable(),
});
export type PieSlice = z.infer<typeof pieSlice>;

const pieBase = {
  ...basis,
  totalWorkingMinutesForAll: z.number().int(),
  averageActivityLevelForAll: z.number().int().nullable(),
  /** What the slices beyond the first 100 add up to. */
  other: z.object({ seconds: z.number().int(), percent: z.number() }),
};
export const membersPieChart = z.object({ ...pieBase, memberPieCharts: z.array(pieSlice) });
export const projectsPieChart = z.object({ ...pieBase, projectPieCharts: z.array(pieSlice) });
export const customersPieChart = z.object({ ...pieBase, customerPieCharts: z.array(pieSlice) });
export const appsUrlsPieChart = z.object({ ...pieBase, apps_URLsPieCharts: z.array(pieSlice) });
export type MembersPieChart = z.infer<typeof membersPieChart>;
export type ProjectsPieChart = z.infer<typeof projectsPieChart>;
export type CustomersPieChart = z.infer<typeof customersPieChart>;
export type AppsUrlsPieChart = z.infer<typeof appsUrlsPieChart>;

/**
 * `Reports/Export`: one report with its filters (and grouping for the general report) as a file; `Lang` decides
 * the headings and the PDF's direction. Range rules are those of the report.
 */
export const exportQuery = z
  .object({
    ...reportQueryShape,
    Report: z.enum(exportReports),
    Format: z.enum(exportFormats),
    Lang: z.enum(['en', 'ar']).default('en'),
    GroupBy: z.enum(reportGroupings).default('member'),
    ThenBy: z.enum(reportGroupings).optional(),
  })
  .superRefine((query, context) =>
    checkRange(query.Report === 'timeline' ? reportLimits.maxTimelineRangeDays : reportLimits.maxRangeDays)(
      query,
      context,
    ),
  )
  .superRefine((query, context) => {
    if (query.ThenBy !== undefined && query.ThenBy === query.GroupBy)
      context.addIssue({ code: 'custom', path: ['ThenBy'], message: reportMessages.groupsSame });
  });
export type ExportQuery = z.input<typeof exportQuery>;

/** A background export: where it stands and, when done, its file's name. */
export const exportJob = z.object({
  exportId: z.uuid(),
  status: z.enum(exportStatuses),
  /** 0–100. */
  progress: z.number().int(),
  fileName: z.string(),
  format: z.enum(exportFormats),
  createdAt: z.iso.datetime({ offset: true }),
  /** A failure's text, by key like every error. */
  messageKey: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;
export const exportIdQuery = z.object({ ExportId: z.uuid({ error: reportMessages.exportNotFound }) });
