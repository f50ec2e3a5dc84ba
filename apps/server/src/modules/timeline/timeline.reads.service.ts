import {
  type DayDetail,
  daysInRange,
  type MonthSummary,
  maxTimelineRangeDays,
  type UserTask,
} from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { listMemberOpenTasks } from '../time/task-time.repository.ts';
import { presentDayDetail } from './timeline.day.presenter.ts';
import type { TimelineDeps } from './timeline.deps.ts';
import { requireVisibleMember, visibleMemberZone } from './timeline.policy.ts';
import { presentTotals, presentUserTask } from './timeline.presenter.ts';
import { listMemberDays, readMemberDay } from './timeline.repository.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * Every date from `from` to `to`, inclusive. The count is computed first and capped, so the loop is bounded by the
 * contract's range limit, never by what the caller sent.
 */
function datesBetween(from: string, to: string) {
  const count = Math.min(Math.max(0, daysInRange(from, to)), maxTimelineRangeDays);
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => isoDay(new Date(first + index * 86_400_000)));
}

/**
 * Every local day `from`..`to` of one member from the `member_day` rollups (zeros included) and the period's
 * totals: what the month summary answers, and the dashboard's days and totals.
 */
export async function summariseRange({
  tx,
  tenantId,
  memberId,
  from,
  to,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  from: string;
  to: string;
}) {
  const rows = new Map((await listMemberDays({ tx, tenantId, memberId, from, to })).map((row) => [row.day, row]));
  const sums = { worked: 0, tracked: 0, active: 0, offline: 0 };
  const days = datesBetween(from, to).map((date) => {
    const row = rows.get(date);
    const day = {
      worked: row?.workedSeconds ?? 0,
      tracked: row?.trackedSeconds ?? 0,
      active: row?.activeSeconds ?? 0,
      offline: row?.offlineSeconds ?? 0,
    };
    sums.worked += day.worked;
    sums.tracked += day.tracked;
    sums.active += day.active;
    sums.offline += day.offline;
    return {
      date,
      ...presentTotals(day),
      firstStartAt: row?.firstStartAt ? row.firstStartAt.toISOString() : null,
      lastEndAt: row?.lastEndAt ? row.lastEndAt.toISOString() : null,
    };
  });
  return { days, totals: presentTotals(sums) };
}

/**
 * `GetActivityMonthSummary`: every local day of a month (or of a range of at most 31 days) of one member in the
 * caller's scope, from the `member_day` rollups only, with the period's totals and the zone the days are counted in.
 */
export function monthSummary({
  deps: { db },
  auth,
  query,
}: {
  deps: Pick<TimelineDeps, 'db'>;
  auth: AuthContext;
  query: {
    month?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    userId?: string | undefined;
  };
}): Promise<MonthSummary> {
  const { tenantId } = auth;
  const memberId = query.userId ?? auth.memberId;
  // Two statements, each one member's rows by key: a plan kept for the connection serves every call (issue 19).
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const timeZone = await visibleMemberZone({ tx, auth, memberId });
    let year: number | null = null;
    let month: number | null = null;
    let from = query.fromDate ?? '';
    let to = query.toDate ?? '';
    if (query.month) {
      year = Number(query.month.slice(0, 4));
      month = Number(query.month.slice(5, 7));
      from = `${query.month}-01`;
      to = isoDay(new Date(Date.UTC(year, month, 0)));
    }
    const { days, totals } = await summariseRange({ tx, tenantId, memberId, from, to });
    return { memberId, year, month, fromDate: from, toDate: to, timeZone, days, totals };
  });
}

/**
 * `GetActivityMonthDetailed`: one local day of one member in the caller's scope — its entries from raw rows (clipped
 * to the day for their figures), the idle gaps between them, and the day's per-project, per-task, per-app and total
 * figures from the rollups; with the zone and the day's UTC bounds.
 */
export function dayDetail({
  deps: { db },
  auth,
  query,
}: {
  deps: Pick<TimelineDeps, 'db'>;
  auth: AuthContext;
  query: { date: string; userId?: string | undefined };
}): Promise<DayDetail> {
  const { tenantId } = auth;
  const memberId = query.userId ?? auth.memberId;
  const { date } = query;
  // Two statements, each one member's rows by key: a plan kept for the connection serves every call (issue 19).
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const timeZone = await visibleMemberZone({ tx, auth, memberId });
    const day = await readMemberDay({ tx, tenantId, memberId, date, zone: timeZone });
    return presentDayDetail({ memberId, date, timeZone, ...day });
  });
}

/**
 * `GetUserTasksByProjectID`: the open tasks of the project assigned to the member (the caller when omitted; in the
 * caller's scope, else 404) in workspaces that member can see, by due date then name.
 */
export function listUserTasks({
  deps: { db },
  auth,
  userId,
  projectId,
}: {
  deps: Pick<TimelineDeps, 'db'>;
  auth: AuthContext;
  userId: string | undefined;
  projectId: string;
}): Promise<UserTask[]> {
  const { tenantId } = auth;
  const memberId = userId ?? auth.memberId;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireVisibleMember({ tx, auth, memberId });
    return (await listMemberOpenTasks({ tx, tenantId, memberId, projectId })).map(presentUserTask);
  });
}
