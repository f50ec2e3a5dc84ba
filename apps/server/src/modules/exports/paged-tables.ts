import type { AttendanceRow, ReportFigures, TimelineReport } from '@worktrail/contract';
import type { ExportCell, ExportColumn } from './export-table.ts';
import type { ExportWords as Words } from './export-words.ts';

/**
 * The paged reports come in pages; their tables are written page by page, so each builder gives the columns,
 * the cells of one page's rows and the totals row (which the first page already carries).
 */

/** `AttendanceReport`: a row per member and local day, with the member's zone (the day is theirs). */
export const attendanceColumns = (words: Words): ExportColumn[] => [
  { header: words.columns.member, kind: 'text' },
  { header: words.columns.email, kind: 'text' },
  { header: words.columns.timeZone, kind: 'text' },
  { header: words.columns.date, kind: 'date' },
  { header: words.columns.entry, kind: 'instant' },
  { header: words.columns.leave, kind: 'instant' },
  { header: words.columns.totalHours, kind: 'duration' },
  { header: words.columns.offline, kind: 'duration' },
  { header: words.columns.activity, kind: 'percent' },
  { header: words.columns.status, kind: 'text' },
];

export const attendanceRows = (rows: AttendanceRow[], words: Words): ExportCell[][] =>
  rows.map((row) => [
    row.name,
    row.email,
    row.timeZone,
    row.date,
    row.entry,
    row.leave,
    row.totalSeconds,
    row.offlineSeconds,
    row.activity,
    row.isOnline ? words.values.online : words.values.offline,
  ]);

export const attendanceTotals = (totals: ReportFigures, words: Words): ExportCell[] => [
  words.values.total,
  null,
  null,
  null,
  null,
  null,
  totals.workedSeconds,
  totals.offlineSeconds,
  totals.activity,
  null,
];

/** `TimeLineReport`: a row per member and local day they worked (the report's empty days are left out). */
export const timelineColumns = (words: Words): ExportColumn[] => [
  { header: words.columns.member, kind: 'text' },
  { header: words.columns.email, kind: 'text' },
  { header: words.columns.timeZone, kind: 'text' },
  { header: words.columns.date, kind: 'date' },
  { header: words.columns.entry, kind: 'instant' },
  { header: words.columns.leave, kind: 'instant' },
  { header: words.columns.worked, kind: 'duration' },
  { header: words.columns.activity, kind: 'percent' },
];

export const timelineRows = (report: TimelineReport): ExportCell[][] =>
  report.timeLineOut.flatMap((member) =>
    member.days
      .filter((day) => day.workedSeconds > 0)
      .map((day) => [
        member.name,
        member.email,
        member.timeZone,
        day.date,
        day.entry,
        day.leave,
        day.workedSeconds,
        day.activity,
      ]),
  );

/** The totals of every member of the report: their worked seconds added up, and the report's activity. */
export const timelineTotals = (
  { workedSeconds, activity }: { workedSeconds: number; activity: number | null },
  words: Words,
): ExportCell[] => [words.values.total, null, null, null, null, null, workedSeconds, activity];
