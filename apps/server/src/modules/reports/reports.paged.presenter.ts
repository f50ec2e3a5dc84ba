import type { AttendanceReport, TimelineReport } from '@worktrail/contract';
import { pictureUrl } from '../profile/profile.presenter.ts';
import { activityPercent } from '../timeline/timeline.presenter.ts';
import type { AttendanceDayRow } from './reports.attendance.repository.ts';
import { datesBetween, instantInZone } from './reports.dates.ts';
import {
  type FigureRow,
  presentFigures,
  presentHeadcount,
  presentPagination,
  reportBasis,
  workingMinutes,
} from './reports.presenter.ts';
import type { TimelineDayRow, TimelineMemberRow } from './reports.timeline.repository.ts';

type Range = { fromDate: string; toDate: string };
type Page = { page: number; size: number };

/** The attendance page: one row per member-day, the totals of all pages, paged by member-days with time. */
export function presentAttendance({
  range,
  page,
  rows,
  totals,
  seesRates,
}: {
  range: Range;
  page: Page;
  rows: AttendanceDayRow[];
  totals: FigureRow[];
  seesRates: boolean;
}): AttendanceReport {
  const figures = presentFigures(totals, seesRates);
  const { memberDays } = presentHeadcount(totals, figures.workedSeconds);
  return {
    ...reportBasis(range.fromDate, range.toDate),
    attendListOut: rows.map((row) => ({
      memberId: row.member_id,
      name: row.name,
      email: row.email,
      picture: pictureUrl({ userId: row.user_id, pictureKey: row.picture_key }),
      timeZone: row.zone,
      date: row.day,
      entry: instantInZone(row.first_start_at, row.zone),
      leave: instantInZone(row.last_end_at, row.zone),
      totalSeconds: Number(row.worked),
      offlineSeconds: Number(row.offline),
      activity: activityPercent(Number(row.active), Number(row.tracked)),
      isOnline: row.online === true,
    })),
    pagination: presentPagination({ ...page, total: memberDays }),
    totals: figures,
  };
}

/**
 * The timeline report page: each member with every local day of the range (days without time as zeros), and the
 * count, activity and minutes of all members with time.
 */
export function presentTimelineReport({
  range,
  page,
  members,
  days,
  seesRates,
}: {
  range: Range;
  page: Page;
  members: TimelineMemberRow[];
  days: TimelineDayRow[];
  seesRates: boolean;
}): TimelineReport {
  const all = members[0];
  const total = all?.total ?? 0;
  const byMemberDay = new Map(days.map((day) => [`${day.member_id} ${day.day}`, day]));
  const dates = datesBetween(range.fromDate, range.toDate);
  return {
    ...reportBasis(range.fromDate, range.toDate),
    totalCount: total,
    timeLineOut: members.flatMap((row) => {
      if (row.member_id === null) return [];
      const memberId = row.member_id;
      const zone = row.zone ?? 'UTC';
      return [
        {
          memberId,
          name: row.name ?? '',
          email: row.email ?? '',
          timeZone: zone,
          figures: presentFigures([row], seesRates),
          days: dates.map((date) => {
            const day = byMemberDay.get(`${memberId} ${date}`);
            return {
              date,
              workedSeconds: Number(day?.worked ?? 0),
              activity: day ? activityPercent(Number(day.active), Number(day.tracked)) : null,
              entry: day ? instantInZone(day.first_start_at, zone) : null,
              leave: day ? instantInZone(day.last_end_at, zone) : null,
            };
          }),
        },
      ];
    }),
    pagination: presentPagination({ ...page, total }),
    averageActivityLevelForAll: all ? activityPercent(Number(all.all_active), Number(all.all_tracked)) : null,
    totalWorkingMinutes: workingMinutes(Number(all?.all_worked ?? 0)),
  };
}
