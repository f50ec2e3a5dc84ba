import { type BoardPeriod, type BoardRow, type MembersBoard, totalPages } from '@worktrail/contract';
import { displayName } from '../members/members.presenter.ts';
import { pictureUrl } from '../profile/profile.presenter.ts';
import { activityPercent } from '../timeline/timeline.presenter.ts';
import type { BoardMemberRow, BoardTotals } from './board.repository.ts';

/** One member of the board (§3) at `now`. */
function presentBoardRow(row: BoardMemberRow, now: Date): BoardRow {
  return {
    id: row.id,
    name: displayName(row, { showEmail: true }),
    email: row.email,
    picture: pictureUrl({ userId: row.userId, pictureKey: row.pictureKey }),
    isOnline: row.isOnline,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    timeZone: row.timeZone,
    lastWorkedOnProjectName: row.lastProjectName,
    lastWorkedOnTaskName: row.lastTaskName,
    totalWorkingTimeToday: row.todaySeconds,
    totalWorkingTimeThisWeek: row.weekSeconds,
    totalWorkingTimeThisMonth: row.monthSeconds,
    activityToday: activityPercent(row.todayActiveSeconds, row.todayTrackedSeconds),
    totalOpenedTasksCount: row.openTasks,
    totalOpenedProjectsCount: row.openProjects,
    timePastFromLastActivity:
      row.lastActivityAt === null
        ? null
        : Math.max(0, Math.floor((now.getTime() - row.lastActivityAt.getTime()) / 1000)),
  };
}

/**
 * The members board: the totals of the filtered scope, one page of its members, the caller's own row, and the
 * zone the caller's own "now" is in (their effective zone, else the organisation's).
 */
export function presentBoard({
  totals,
  rows,
  period,
  page,
  size,
  organisationZone,
  now,
}: {
  totals: BoardTotals;
  rows: BoardMemberRow[];
  period: BoardPeriod;
  page: number;
  size: number;
  organisationZone: string;
  now: Date;
}): MembersBoard {
  const me = rows.find((row) => !row.onPage);
  return {
    totalEmployeesWorkingTodayCount: totals.workingToday,
    totalEmployeesCount: totals.members,
    onlineEmployeesCount: totals.online,
    managerTimeZone: me?.timeZone ?? organisationZone,
    workedTodaySeconds: totals.todaySeconds,
    workedThisWeekSeconds: totals.weekSeconds,
    workedThisMonthSeconds: totals.monthSeconds,
    period,
    members: rows.filter((row) => row.onPage).map((row) => presentBoardRow(row, now)),
    pagination: {
      page,
      per_Page: size,
      total_Items: totals.members,
      total_Pages: totalPages({ total: totals.members, size }),
    },
    me: me ? presentBoardRow(me, now) : null,
    asOf: now.toISOString(),
  };
}

/**
 * What the board's ETag is made of: the board without what only the clock moves — when it was read, and the seconds
 * since each member's last activity, which stand for the moments they count from — so an idle board keeps its tag
 * while the clock runs, and any change of a figure, presence or page gives a new one.
 */
export function boardFingerprint(board: MembersBoard, rows: BoardMemberRow[]) {
  const steady = ({ timePastFromLastActivity: _moving, ...row }: BoardRow) => row;
  const { asOf: _read, ...rest } = board;
  return {
    ...rest,
    members: board.members.map(steady),
    me: board.me && steady(board.me),
    lastActivity: rows.map((row) => [row.id, row.lastActivityAt?.getTime() ?? null]),
  };
}
