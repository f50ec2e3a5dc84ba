import { permissions, type ReportGrouping } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import { splitRange } from './reports.rollups.ts';
import { given, projectFilters, type RowsRequest } from './reports.rows.ts';

/** A stretch of whole months, as their first days. */
type Months = { from: string; to: string };

/**
 * The whole months of a report that it may read from the organisation's rollup (`tenant_month_project`): when it
 * sums every member the reports name (the caller sees the whole organisation, and no member or department is asked
 * for) per project, and reads whole months as month rows (`wholeMonths`). Undefined when it may not, or when the range
 * holds no whole month.
 */
export function organisationMonthsOf(rows: RowsRequest): Months | undefined {
  const { wholeMonths = false, perTask = false } = rows;
  if (!wholeMonths || perTask || !wholeOrganisation(rows)) return undefined;
  return splitRange(rows.from, rows.to, rows.today).months;
}

/**
 * Whether a report sums every member the reports name, as the organisation's rollups do: the caller sees the whole
 * organisation, and no member or department is asked for.
 */
export const wholeOrganisation = ({ auth, filters }: Pick<RowsRequest, 'auth' | 'filters'>) =>
  auth.permissions.has(permissions.dataScope.organization) &&
  !given(filters.MemberIds) &&
  !given(filters.DepartmentIds);

/**
 * Whether the general report ranks each day's projects from the organisation's days ({@link organisationDayRanking}):
 * by day then project, each day's most worked subgroups, of every member, with no project or customer filter and no
 * group asked for by key.
 */
export const ranksOrganisationDays = ({
  rows,
  groupBy,
  thenBy,
  subgroupLimit,
  groupKey,
}: {
  rows: RowsRequest;
  groupBy: ReportGrouping;
  thenBy: ReportGrouping | undefined;
  subgroupLimit: number | undefined;
  groupKey: string | null | undefined;
}) =>
  groupBy === 'day' &&
  thenBy === 'project' &&
  subgroupLimit !== undefined &&
  groupKey === undefined &&
  !given(rows.filters.ProjectIds) &&
  !given(rows.filters.CustomerIds) &&
  wholeOrganisation(rows);

/** The rows of `alias` of one tenant whose `column` lies in `from`..`to`. */
const within = (alias: string, column: string, tenantId: string, { from, to }: { from: string; to: string }) =>
  sql`${sql.raw(alias)}.tenant_id = ${tenantId}::uuid AND ${sql.raw(`${alias}.${column}`)} BETWEEN ${from}::date AND ${to}::date`;

/** The members reports leave out (`reportMembersCondition`), whose rows the organisation's rollups still hold. */
const deletedMembers = (tenantId: string) =>
  sql`SELECT m.id FROM members m WHERE m.tenant_id = ${tenantId}::uuid AND m.status = 'deleted'`;

/**
 * The organisation's time per project over whole `months`, as rows `project_id, customer_id, worked, tracked, active`
 * with the report's project and customer filters ({@link projectFilters}): its `tenant_month_project` rows, less the
 * rows of deleted members (whom reports leave out, `reportMembersCondition`), read by the members' key. One row per
 * project and month instead of one per member, project and month.
 */
export function organisationMonthRows({ rows, months }: { rows: RowsRequest; months: Months }): SQL {
  const tenantId = rows.auth.tenantId;
  const filtered = projectFilters({ filters: rows.filters, perCustomer: rows.perCustomer ?? false });
  return sql`
    SELECT r.project_id, ${filtered.customer} AS customer_id, r.worked, r.tracked, r.active
      FROM (SELECT o.tenant_id, o.project_id, o.worked_seconds AS worked, o.tracked_seconds AS tracked,
                   o.active_seconds AS active
              FROM tenant_month_project o WHERE ${within('o', 'month', tenantId, months)}
            UNION ALL
            SELECT r.tenant_id, r.project_id, -r.worked_seconds, -r.tracked_seconds, -r.active_seconds
              FROM member_month_project r
             WHERE ${within('r', 'month', tenantId, months)} AND r.member_id IN (${deletedMembers(tenantId)})) r
      ${filtered.join}
     ${filtered.where}`;
}

/**
 * Each local day's `limit` most worked projects of the whole organisation over the report's days (ties by project id,
 * as the general report ranks them), as rows `k1` (the day), `k2` (the project) and `subgroups` (how many projects the
 * day has): ranked from `tenant_day_project`, one row per day and project, less the rows of deleted members (read
 * by key, usually none). Only where {@link ranksOrganisationDays} says; the kept projects' figures are then read from
 * the members' rows of those days alone.
 * Summing every member's rows to rank them took half of a month's report on 1,000 members (50 of 107 ms; issue 13).
 */
export function organisationDayRanking({ rows, limit }: { rows: RowsRequest; limit: number }): SQL {
  const tenantId = rows.auth.tenantId;
  return sql`
    SELECT s.k1, s.k2, s.subgroups::int AS subgroups
      FROM (SELECT r.day AS k1, r.project_id AS k2, count(*) OVER (PARTITION BY r.day) AS subgroups,
                   row_number() OVER (PARTITION BY r.day ORDER BY r.worked DESC, r.project_id) AS rank
              FROM (SELECT o.day, o.project_id, o.worked_seconds - coalesce(d.worked, 0) AS worked
                      FROM tenant_day_project o
                      LEFT JOIN (SELECT x.day, x.project_id, sum(x.worked_seconds)::bigint AS worked,
                                        count(*)::int AS member_rows
                                   FROM member_day_project x
                                  WHERE ${within('x', 'day', tenantId, rows)} AND x.member_id IN (${deletedMembers(tenantId)})
                                  GROUP BY x.day, x.project_id) d
                        ON d.day = o.day AND d.project_id = o.project_id
                     WHERE ${within('o', 'day', tenantId, rows)} AND o.member_rows > coalesce(d.member_rows, 0)) r) s
     WHERE s.rank <= ${limit}`;
}
