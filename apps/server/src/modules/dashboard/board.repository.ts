import { type BoardPeriod, trackableProjectStatuses, trackerLimits } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { openTaskCount } from '../time/task-time.repository.ts';
import { dashboardMembers, departmentFound } from './scope-dashboard.repository.ts';

/** What the board asks for: one page of the filtered members, ordered by the worked time of a period. */
export type BoardFilter = {
  period: BoardPeriod;
  offset: number;
  size: number;
  departmentId: string | undefined;
  search: string | undefined;
};

/** A member of the board as read: their figures in their own local days, and their presence. */
export type BoardMemberRow = {
  id: string;
  userId: string;
  givenName: string;
  familyName: string;
  username: string | null;
  email: string;
  pictureKey: string | null;
  departmentId: string | null;
  departmentName: string | null;
  timeZone: string;
  todaySeconds: number;
  weekSeconds: number;
  monthSeconds: number;
  todayTrackedSeconds: number;
  todayActiveSeconds: number;
  isOnline: boolean;
  lastActivityAt: Date | null;
  lastProjectName: string | null;
  /** The task of the member's running or last entry; null when it has none. */
  lastTaskName: string | null;
  openProjects: number;
  openTasks: number;
  /** Whether the row is on the page (the caller's own row may be there too, or only as "me"). */
  onPage: boolean;
};

export type BoardTotals = {
  departmentFound: boolean;
  members: number;
  online: number;
  workingToday: number;
  todaySeconds: number;
  weekSeconds: number;
  monthSeconds: number;
};

const periodColumn = { today: 'today_seconds', week: 'week_seconds', month: 'month_seconds' } as const;

/** Sums and counts come back as bigint text from PostgreSQL. */
const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The members board in one round trip: the caller's data scope (not deleted) with each member's worked seconds of
 * their local today, ISO week and month at `now` — their zone is their own, else `organisationZone` — and their
 * presence (a running web timer counts as online, and its time up to now as worked), open tasks and the task of
 * their last entry; the totals over every member the filters keep (one aggregate row, there even when no member
 * is); one page of those members ordered by the period's worked time, then name; and the caller's own row whatever
 * the filters. Rollups are read only for the days of a member's week, and their month's one month row (less the
 * days of it after their today, which only time entered ahead can fill).
 */
export async function readBoard({
  tx,
  auth,
  organisationZone,
  now,
  filter,
}: {
  tx: Tx;
  auth: AuthContext;
  organisationZone: string;
  now: Date;
  filter: BoardFilter;
}): Promise<{ totals: BoardTotals; rows: BoardMemberRow[] }> {
  const { tenantId } = auth;
  const at = sql`${now.toISOString()}::timestamptz`;
  // Every zone's date is within a day of the UTC date (UTC−12 to UTC+14), so the days of every member's week lie
  // between these fixed bounds: the day index ranges over them once, and each member's own bounds then pick their
  // days. The month is the member's month rollup (one row, not up to 31 days), less any day of it after their today.
  const utcDate = sql`(${at} AT TIME ZONE 'UTC')::date`;
  const earliest = sql`date_trunc('week', (${utcDate} - 1)::timestamp)::date`;
  const latest = sql`${utcDate} + 1`;
  // Likewise every member's month starts on one of these two first days, and the days after a member's today in
  // their month lie from the UTC date to the end of the later month: the month rows and those days are then read
  // by the tenant's range once (about 1,000 rows each on 1,000 members), not the tenant's every month (13,000 on
  // 13 months) nor one index probe per member (issue 13: 7 of the board's 21 ms).
  const firstMonth = sql`date_trunc('month', (${utcDate} - 1)::timestamp)::date`;
  const lastMonth = sql`date_trunc('month', (${utcDate} + 1)::timestamp)::date`;
  // A running web entry has no slots, so the rollups hold none of it yet (ARCHITECTURE §5): its time from the start
  // of a member's local day, week or month (or its own start, when later) up to now is added to their figures.
  const sinceStart = (day: string) =>
    sql`greatest(0, floor(extract(epoch FROM ${at} - greatest(e.started_at, (${sql.raw(day)}::timestamp AT TIME ZONE s.time_zone)))))::bigint`;
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const keeps = sql.join(
    [
      sql`true`,
      ...(filter.departmentId ? [sql`b.department_id = ${filter.departmentId}::uuid`] : []),
      ...(pattern
        ? [
            sql`(b.given_name || ' ' || b.family_name || ' ' || coalesce(b.username, '') || ' ' || b.email) ILIKE ${pattern}`,
          ]
        : []),
    ],
    sql` AND `,
  );
  const trackable = sql.join(
    trackableProjectStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    WITH scope AS MATERIALIZED (
      SELECT s.*, t.today, t.today - (extract(isodow FROM t.today)::int - 1) AS week_start,
             t.today - (extract(day FROM t.today)::int - 1) AS month_start
        FROM (SELECT m.id, u.id AS user_id, m.department_id, u.username, u.email, u.picture_key,
                     coalesce(m.name, u.given_name) AS given_name, coalesce(m.surname, u.family_name) AS family_name,
                     coalesce(nullif(m.time_zone, ''), ${organisationZone}) AS time_zone
                FROM members m JOIN users u ON u.id = m.user_id
               WHERE ${dashboardMembers(auth)}) s
       CROSS JOIN LATERAL (SELECT (${at} AT TIME ZONE s.time_zone)::date AS today) t
    ),
    week AS (
      SELECT d.member_id, sum(d.worked_seconds) FILTER (WHERE d.day = s.today) AS today_seconds,
             sum(d.worked_seconds) AS week_seconds,
             sum(d.tracked_seconds) FILTER (WHERE d.day = s.today) AS today_tracked,
             sum(d.active_seconds) FILTER (WHERE d.day = s.today) AS today_active
        FROM scope s
        JOIN member_day d ON d.tenant_id = ${tenantId}::uuid AND d.member_id = s.id
                         AND d.day >= ${earliest} AND d.day <= ${latest}
                         AND d.day <= s.today AND d.day >= s.week_start
       GROUP BY d.member_id
    ),
    later AS (
      SELECT x.member_id, sum(x.worked_seconds) AS worked_seconds
        FROM scope s
        JOIN member_day x ON x.tenant_id = ${tenantId}::uuid AND x.member_id = s.id
                         AND x.day >= ${utcDate} AND x.day < (${lastMonth} + interval '1 month')::date
                         AND x.day > s.today AND x.day < (s.month_start + interval '1 month')::date
       GROUP BY x.member_id
    ),
    month AS (
      SELECT s.id AS member_id, mm.worked_seconds - coalesce(l.worked_seconds, 0) AS month_seconds
        FROM scope s
        JOIN member_month mm ON mm.tenant_id = ${tenantId}::uuid AND mm.member_id = s.id
                            AND mm.month >= ${firstMonth} AND mm.month <= ${lastMonth} AND mm.month = s.month_start
        LEFT JOIN later l ON l.member_id = s.id
    ),
    running AS (
      SELECT s.id AS member_id, e.project_id,
             ${sinceStart('s.today')} AS today_seconds, ${sinceStart('s.week_start')} AS week_seconds,
             ${sinceStart('s.month_start')} AS month_seconds
        FROM scope s
        JOIN time_entries e ON e.tenant_id = ${tenantId}::uuid AND e.member_id = s.id
                           AND e.ended_at IS NULL AND e.source = 'web' AND e.started_at <= ${at}
    ),
    board AS (
      SELECT s.*, coalesce(w.today_seconds, 0) + coalesce(rn.today_seconds, 0) AS today_seconds,
             coalesce(w.week_seconds, 0) + coalesce(rn.week_seconds, 0) AS week_seconds,
             coalesce(mo.month_seconds, 0) + coalesce(rn.month_seconds, 0) AS month_seconds,
             coalesce(w.today_tracked, 0) AS today_tracked, coalesce(w.today_active, 0) AS today_active,
             rn.member_id IS NOT NULL
               OR coalesce(p.last_seen_at >= ${at} - make_interval(secs => ${trackerLimits.onlineSeconds}), false)
               AS is_online,
             p.last_activity_at, coalesce(rn.project_id, p.project_id) AS presence_project_id,
             lower(coalesce(nullif(trim(s.given_name || ' ' || s.family_name), ''), s.username, s.email)) AS sort_name
        FROM scope s
        LEFT JOIN week w ON w.member_id = s.id
        LEFT JOIN month mo ON mo.member_id = s.id
        LEFT JOIN running rn ON rn.member_id = s.id
        LEFT JOIN member_presence p ON p.tenant_id = ${tenantId}::uuid AND p.member_id = s.id
    ),
    kept AS (SELECT b.* FROM board b WHERE ${keeps}),
    totals AS (
      SELECT ${departmentFound(tenantId, filter.departmentId)} AS department_found, count(*) AS members,
             count(*) FILTER (WHERE is_online) AS online, count(*) FILTER (WHERE today_seconds > 0) AS working_today,
             coalesce(sum(today_seconds), 0) AS all_today, coalesce(sum(week_seconds), 0) AS all_week,
             coalesce(sum(month_seconds), 0) AS all_month
        FROM kept
    ),
    page AS (
      SELECT k.*, row_number() OVER (ORDER BY k.${sql.identifier(periodColumn[filter.period])} DESC, k.sort_name, k.id) AS position
        FROM kept k
       ORDER BY position
       LIMIT ${filter.size} OFFSET ${filter.offset}
    ),
    shown AS (
      SELECT page.*, true AS on_page FROM page
      UNION ALL
      SELECT b.*, NULL::bigint, false FROM board b WHERE b.id = ${auth.memberId}::uuid
    )
    SELECT totals.*, r.id, r.user_id AS "userId", r.given_name AS "givenName", r.family_name AS "familyName",
           r.username, r.email, r.picture_key AS "pictureKey", r.department_id AS "departmentId",
           dep.name AS "departmentName", r.time_zone AS "timeZone", r.today_seconds AS "todaySeconds",
           r.week_seconds AS "weekSeconds", r.month_seconds AS "monthSeconds",
           r.today_tracked AS "todayTrackedSeconds", r.today_active AS "todayActiveSeconds",
           r.is_online AS "isOnline", r.last_activity_at AS "lastActivityAt", r.on_page AS "onPage",
           (SELECT pr.name FROM projects pr
             WHERE pr.tenant_id = ${tenantId}::uuid AND pr.id = r.presence_project_id) AS "lastProjectName",
           (SELECT count(*) FROM project_members pm
              JOIN projects pr ON pr.tenant_id = pm.tenant_id AND pr.id = pm.project_id
             WHERE pm.tenant_id = ${tenantId}::uuid AND pm.member_id = r.id
               AND pr.status IN (${trackable})) AS "openProjects",
           (SELECT tk.name FROM time_entries e
              LEFT JOIN tasks tk ON tk.tenant_id = e.tenant_id AND tk.id = e.task_id
             WHERE e.tenant_id = ${tenantId}::uuid AND e.member_id = r.id
             ORDER BY e.started_at DESC LIMIT 1) AS "lastTaskName",
           ${openTaskCount({ tenantId, where: sql`t.assignee_id = r.id` })} AS "openTasks"
      FROM totals
      LEFT JOIN shown r ON true
      LEFT JOIN departments dep ON dep.tenant_id = ${tenantId}::uuid AND dep.id = r.department_id
     ORDER BY r.position NULLS LAST`);
  const raw = rowsOf<Record<string, unknown>>(result);
  const first = raw[0] ?? {};
  const totals: BoardTotals = {
    departmentFound: first.department_found === true,
    members: toNumber(first.members),
    online: toNumber(first.online),
    workingToday: toNumber(first.working_today),
    todaySeconds: toNumber(first.all_today),
    weekSeconds: toNumber(first.all_week),
    monthSeconds: toNumber(first.all_month),
  };
  // No member at all (nothing kept, and no row of one's own) leaves the totals alone on a row without an id.
  const rows = raw
    .filter((row) => typeof row.id === 'string')
    .map(
      (row): BoardMemberRow => ({
        id: row.id as string,
        userId: row.userId as string,
        givenName: row.givenName as string,
        familyName: row.familyName as string,
        username: row.username as string | null,
        email: row.email as string,
        pictureKey: row.pictureKey as string | null,
        departmentId: row.departmentId as string | null,
        departmentName: row.departmentName as string | null,
        timeZone: row.timeZone as string,
        todaySeconds: toNumber(row.todaySeconds),
        weekSeconds: toNumber(row.weekSeconds),
        monthSeconds: toNumber(row.monthSeconds),
        todayTrackedSeconds: toNumber(row.todayTrackedSeconds),
        todayActiveSeconds: toNumber(row.todayActiveSeconds),
        isOnline: row.isOnline === true,
        lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt as string | Date) : null,
        lastProjectName: row.lastProjectName as string | null,
        lastTaskName: row.lastTaskName as string | null,
        openProjects: toNumber(row.openProjects),
        openTasks: toNumber(row.openTasks),
        onPage: row.onPage === true,
      }),
    );
  return { totals, rows };
}
