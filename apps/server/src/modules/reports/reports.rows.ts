import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { rollupsOf, taskRollupsOf } from './reports.rollups.ts';

/** The §7 filters as a report receives them: lists of ids, each optional; an empty list filters nothing. */
export type ReportIdFilters = {
  MemberIds?: string[] | undefined;
  DepartmentIds?: string[] | undefined;
  ProjectIds?: string[] | undefined;
  CustomerIds?: string[] | undefined;
};

/** What every report reads: whose rollups, over which local days, and whether per project and with money. */
export type RowsRequest = {
  auth: AuthContext;
  filters: ReportIdFilters;
  from: string;
  to: string;
  /** Read `member_day_project` even without a project or customer filter (grouping by project or customer). */
  perProject?: boolean;
  /**
   * Name each row's customer (`customer_id`, grouping by customer): the rows are then per project, joined to their
   * projects. Without it (nor a customer filter) `customer_id` is null and the projects are not read.
   */
  perCustomer?: boolean;
  /**
   * Read per project and task (grouping by task): the task rollups and the time on no task, by day (tasks have no
   * month rollup, so `wholeMonths` does not apply).
   */
  perTask?: boolean;
  /**
   * Read the whole months inside `from`..`to` from the month rollups, one row per member (and project) and month
   * instead of one per day: for reports that never tell a row's day from the rest of its month.
   */
  wholeMonths?: boolean;
  /** The server's date (UTC), with `wholeMonths`: a range up to about today reads its last month as months too. */
  today?: string;
  /**
   * With `wholeMonths`, a partial month at an edge of the range that holds most of its month is read as its month row
   * (its `worked_days` kept to the range's days) less the rows of the month's other days, which come negated: far
   * fewer rows. Only for totals summed per member first, whose groups with nothing left are dropped: a member's sums
   * are exact, but a group whose time all lies on those other days would be there with zeros.
   */
  edgeMonths?: boolean;
  /**
   * With `wholeMonths`, leave the whole months out: the caller reads them from the organisation's rollup
   * (`reports.organisation.ts`).
   */
  withoutMonths?: boolean;
  /**
   * Per project, by day: read only the day rows of these (day, project) pairs, a subquery of two columns (the general
   * report's subgroups kept by ranking the organisation's days, `reports.organisation.ts`).
   */
  dayProjects?: SQL;
  /** Whether the caller may see rates: without, amounts stay null and nothing is grouped by currency. */
  seesRates: boolean;
};

export const given = (ids: string[] | undefined): ids is string[] => ids !== undefined && ids.length > 0;

/** Whether the filters name projects or customers: then only `member_day_project` can answer (member_day has none). */
const filtersByProject = (filters: ReportIdFilters) => given(filters.ProjectIds) || given(filters.CustomerIds);

const inList = (column: SQL, ids: string[] | undefined) =>
  given(ids) ? sql`${column} = ANY(${sql.param(ids)}::uuid[])` : undefined;

/** Whether the rows of a request are per project (several rows per member-day) or per member-day. */
export const readsPerProject = ({
  perProject = false,
  perTask = false,
  perCustomer = false,
  filters,
}: Pick<RowsRequest, 'perProject' | 'perTask' | 'perCustomer' | 'filters'>) =>
  perProject || perTask || perCustomer || filtersByProject(filters);

/**
 * The rollup rows a report sums, as one SQL subquery (ARCHITECTURE §5: reports read rollups only): one row per
 * member and local day, or per member, local day and project when projects matter (and task, with `perTask`) — or
 * per month for the whole months of the range with `wholeMonths`. Only members that are not deleted, inside the
 * caller's data scope (the one rule, {@link scopeCondition}, evaluated in the same query) and matching the member and
 * department filters; ids outside the scope simply match nothing. Each row says the member's currency and hourly
 * `rate` in cents, and what its worked time earns as worked seconds × that rate (`rate_seconds`: the amount × 360,000,
 * an exact integer, so days and months sum to the same cent), when the caller may see rates and the member has a rate
 * and a currency. Columns: member_id, day, worked, tracked, active, offline, worked_days (bit d − 1 for each day d of
 * the row's month with worked time), project_id, customer_id (with `perCustomer` or a customer filter, else null),
 * task_id, department_id, cur, rate, rate_seconds.
 */
export function reportRows({
  auth,
  filters,
  from,
  to,
  perProject = false,
  perTask = false,
  perCustomer = false,
  wholeMonths = false,
  today,
  edgeMonths = false,
  withoutMonths = false,
  dayProjects,
  seesRates,
}: RowsRequest): SQL {
  const byProject = readsPerProject({ perProject, perTask, perCustomer, filters });
  const byProjects = projectFilters({ filters, perCustomer });
  const rated = sql`m.hourly_rate IS NOT NULL AND m.currency IS NOT NULL`;
  // Currencies are codes: compared byte by byte ("C"), grouping by them never pays for the locale's collation. The
  // rate is whole cents, so each row's amount is one multiplication of integers and their sums add integers: with
  // the rate as a decimal, the amounts cost a month of days by project on 1,000 members a third of its sums (issue 13).
  const money = seesRates
    ? sql`(CASE WHEN ${rated} THEN m.currency END) COLLATE "C" AS cur,
          CASE WHEN ${rated} THEN (m.hourly_rate * 100)::bigint END AS rate`
    : sql`NULL::text COLLATE "C" AS cur, NULL::bigint AS rate`;
  const project = byProject
    ? sql`r.project_id, ${byProjects.customer} AS customer_id,
          ${perTask ? sql`r.task_id` : sql`NULL::uuid AS task_id`}`
    : sql`NULL::uuid AS project_id, NULL::uuid AS customer_id, NULL::uuid AS task_id`;
  const tenantId = auth.tenantId;
  const rollups = perTask
    ? taskRollupsOf({ tenantId, from, to })
    : rollupsOf({
        rollup: byProject ? 'project' : 'member',
        tenantId,
        from,
        to,
        wholeMonths,
        today,
        edgeMonths,
        withoutMonths,
        only: byProject ? dayProjects : undefined,
      });
  // The members are read on their own (OFFSET 0 keeps them from being merged into the join), so the money columns
  // are worked out once per member, not once per rollup row. Both sides hold the tenant's rows alone, so they join by
  // member id: a join on the tenant too would be guessed as selective as a filter, a hundredth of the rows.
  return sql`
    SELECT r.member_id, r.day, r.worked_seconds AS worked, r.tracked_seconds AS tracked,
           r.active_seconds AS active, r.offline_seconds AS offline, r.worked_days, ${project}, m.department_id,
           m.cur, m.rate, r.worked_seconds * m.rate AS rate_seconds
      FROM (${rollups}) r
      JOIN (SELECT m.id, m.department_id, ${money}
              FROM members m WHERE ${reportMembersCondition({ auth, filters })} OFFSET 0) m
        ON m.id = r.member_id
      ${byProjects.join}
     ${byProjects.where}`;
}

/**
 * The report's project and customer filters on rollup rows `r` that have `tenant_id` and `project_id`, and each row's
 * `customer` when grouping by customer (`perCustomer`) or a customer filter needs it. Only then are the projects
 * joined (`join`): tens of thousands of rollup rows a month need not be joined to them. `where` is empty when nothing
 * filters.
 */
export function projectFilters({ filters, perCustomer }: { filters: ReportIdFilters; perCustomer: boolean }) {
  const byCustomer = perCustomer || given(filters.CustomerIds);
  const conditions = [
    inList(sql`r.project_id`, filters.ProjectIds),
    byCustomer ? inList(sql`p.customer_id`, filters.CustomerIds) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return {
    customer: byCustomer ? sql`p.customer_id` : sql`NULL::uuid`,
    join: byCustomer ? sql`JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id` : sql``,
    where: conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``,
  };
}

/**
 * The members a report may name, as the same rule without the rollups: not deleted, in scope, matching the member
 * and department filters (the apps pie reads `member_day_app`, which has no project).
 */
export function reportMembersCondition({ auth, filters }: Pick<RowsRequest, 'auth' | 'filters'>): SQL {
  const conditions = [
    sql`m.tenant_id = ${auth.tenantId}::uuid`,
    sql`m.status <> 'deleted'`,
    // On the member, not the rollup: a small scope then reads each member's days by the rollup's key.
    scopeCondition({ auth, memberColumn: sql`m.id` }),
    inList(sql`m.id`, filters.MemberIds),
    inList(sql`m.department_id`, filters.DepartmentIds),
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql.join(conditions, sql` AND `);
}

/** A member's name as the reports show it: the organisation's name for them, else their account's, else username, else e-mail. */
export const memberNameSql = (m: string, u: string) =>
  sql.raw(`coalesce(nullif(trim(coalesce(${m}.name, ${u}.given_name) || ' ' || coalesce(${m}.surname, ${u}.family_name)), ''),
           ${u}.username, ${u}.email)`);

/** The IANA zone a member's days are counted in: their own, else the organisation's `Time_Zone`, else UTC. */
export const memberZoneSql = (m: string) =>
  sql.raw(`coalesce(${m}.time_zone, (SELECT os.value #>> '{}' FROM organisation_settings os
                                      WHERE os.tenant_id = ${m}.tenant_id AND os.key = 'Time_Zone'), 'UTC')`);

/**
 * Sums of a set of rollup rows `b` and their amount (grouped by `b.cur`, so of one currency), as aggregate columns:
 * `rate_seconds` is seconds × cents an hour, so the amount is their sum over 360,000, rounded to the cent.
 */
export const figureColumns = sql`
  sum(b.worked)::bigint AS worked, sum(b.tracked)::bigint AS tracked, sum(b.active)::bigint AS active,
  sum(b.offline)::bigint AS offline, round(sum(b.rate_seconds) / 360000, 2)::text AS amount`;
