/** The §5 attendance texts word for word, and the other texts of the report calls. */
export const reportMessages = {
  startBeforeEnd: 'Start date should be before end date',
  differentDates: 'Please select different start and end dates',
  dateInvalid: 'Enter a valid date.',
  endBeforeStart: 'The end date cannot be before the start date.',
  rangeTooLong: 'The date range cannot be longer than 800 days.',
  timelineRangeTooLong: 'The date range cannot be longer than 31 days.',
  idsInvalid: 'Choose at most 1000 items, each a valid id.',
  groupsSame: 'Choose a different second grouping.',
  groupKeyInvalid: 'Choose a group of the report by its key.',
  exportNotFound: 'The export was not found.',
  exportNotReady: 'The export is not ready yet.',
  exportFailed: 'The export failed. Please try again.',
} as const;

/** The longest range of any report, and of the timeline report (§5, §9). */
export const reportLimits = {
  maxRangeDays: 800,
  maxTimelineRangeDays: 31,
  /** The most ids one filter list takes. */
  maxFilterIds: 1000,
  /** The most subgroups a general report may be asked to answer per group (`SubgroupLimit`). */
  maxSubgroupLimit: 1000,
  /** The most named slices a pie chart answers; the rest are summed as "other". */
  maxPieSlices: 100,
  /** Rows beyond which an export runs as a background job instead of downloading at once. */
  maxDirectExportRows: 2000,
} as const;

/**
 * The basis every report states: a day is the member's local day, midnight to midnight in their effective time
 * zone (ARCHITECTURE §5), so one report's "2026-03-29" may be different UTC hours for two members.
 */
export const reportDayBasis = 'memberLocalDay' as const;

/** What a general report can group by (two levels at most). */
export const reportGroupings = ['member', 'project', 'customer', 'task', 'department', 'day', 'week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** What can be exported: every report and chart table. */
export const exportReports = [
  'attendance',
  'general',
  'projects',
  'projectMembers',
  'timeline',
  'membersPie',
  'projectsPie',
  'customersPie',
  'appsUrlsPie',
] as const;
export type ExportReport = (typeof exportReports)[number];
export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
