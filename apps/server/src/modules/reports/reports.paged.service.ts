import {
  type AttendanceReport,
  type attendanceQuery,
  type TimelineReport,
  type timelineReportQuery,
  trackerLimits,
} from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import { listAttendancePage, sumAttendance } from './reports.attendance.repository.ts';
import { type ReportCall, reportRequest } from './reports.deps.ts';
import { presentAttendance, presentTimelineReport } from './reports.paged.presenter.ts';
import { listTimelineDays, listTimelineMembers } from './reports.timeline.repository.ts';

// The HTTP edge caps PageSize at 100; exports call these with larger pages, so nothing here caps it again.
const pageOf = ({ PageNo, PageSize }: { PageNo: number; PageSize: number }) => ({
  page: PageNo,
  size: PageSize,
  limit: PageSize,
  offset: (PageNo - 1) * PageSize,
});

/**
 * `AttendanceReport` (§2, §3): one row per member and local day with worked time — entry, leave, total, offline,
 * activity, online now — newest day first then by name, paged; with the totals of all pages. Two round trips.
 */
export function readAttendanceReport({
  deps: { db, clock },
  auth,
  query,
}: ReportCall<z.output<typeof attendanceQuery>>): Promise<AttendanceReport> {
  const rows = reportRequest({ auth, query });
  const { page, size, limit, offset } = pageOf(query);
  const onlineSince = new Date(clock.now().getTime() - trackerLimits.onlineSeconds * 1000);
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) =>
    presentAttendance({
      range: { fromDate: query.FromDate, toDate: query.ToDate },
      page: { page, size },
      rows: await listAttendancePage({ tx, rows, limit, offset, onlineSince }),
      totals: await sumAttendance({
        tx,
        rows: reportRequest({ auth, query, monthsAsOf: clock.now(), totalsOnly: true }),
      }),
      seesRates: rows.seesRates,
    }),
  );
}

/**
 * `TimeLineReport` (§3 timeLineOut): the members with worked time in the range (at most 31 days), paged by name, each
 * with every local day of the range; the count, activity and minutes of all of them. Two round trips.
 */
export function readTimelineReport({
  deps: { db },
  auth,
  query,
}: ReportCall<z.output<typeof timelineReportQuery>>): Promise<TimelineReport> {
  const rows = reportRequest({ auth, query });
  const { page, size, limit, offset } = pageOf(query);
  return inTenant({ db, tenantId: auth.tenantId, sums: true }, async (tx) => {
    const members = await listTimelineMembers({ tx, rows, limit, offset });
    const memberIds = members.flatMap((row) => (row.member_id === null ? [] : [row.member_id]));
    return presentTimelineReport({
      range: { fromDate: query.FromDate, toDate: query.ToDate },
      page: { page, size },
      members,
      days: await listTimelineDays({ tx, rows, memberIds }),
      seesRates: rows.seesRates,
    });
  });
}
