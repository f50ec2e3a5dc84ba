import { permissions } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import { splitRange } from './reports.rollups.ts';
import { given, inList, type RowsRequest } from './reports.rows.ts';

/** A stretch of whole months, as their first days. */
type Months = { from: string; to: string };

/**
 * The whole months of a report that it may read from the organisation's rollup (`tenant_month_project`): when it
 * sums every member the reports name (the caller sees the whole organisation, and no member or department is asked
 * for) per project, and reads whole months as month rows (`wholeMonths`). Undefined when it may not, or when the range
 * holds no whole month.
 */
export function organisationMonthsOf(rows: RowsRequest): Months | undefined {
  const { auth, filters, wholeMonths = false, perTask = false } = rows;
  if (!wholeMonths || perTask) return undefined;
  if (!auth.permissions.has(permissions.dataScope.organization)) return undefined;
  if (given(filters.MemberIds) || given(filters.DepartmentIds)) return undefined;
  return splitRange(rows.from, rows.to, rows.today).months;
}

/**
 * The organisation's time per project over whole `months`, as rows `project_id, customer_id, worked, tracked, active`
 * with the report's project and customer filters: its `tenant_month_project` rows, less the rows of deleted members
 * (whom reports leave out, `reportMembersCondition`), read by the members' key. One row per project and month
 * instead of one per member, project and month. `customer_id` is named with `byCustomer` (or a customer filter).
 */
export function organisationMonthRows({
  rows,
  months,
  byCustomer,
}: {
  rows: RowsRequest;
  months: Months;
  byCustomer: boolean;
}): SQL {
  const tenantId = rows.auth.tenantId;
  const within = (alias: string) =>
    sql`${sql.raw(alias)}.tenant_id = ${tenantId}::uuid AND ${sql.raw(alias)}.month BETWEEN ${months.from}::date AND ${months.to}::date`;
  const customer = byCustomer || given(rows.filters.CustomerIds);
  const conditions = [
    inList(sql`o.project_id`, rows.filters.ProjectIds),
    customer ? inList(sql`p.customer_id`, rows.filters.CustomerIds) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql`
    SELECT o.project_id, ${customer ? sql`p.customer_id` : sql`NULL::uuid`} AS customer_id, o.worked, o.tracked,
           o.active
      FROM (SELECT o.project_id, o.worked_seconds AS worked, o.tracked_seconds AS tracked, o.active_seconds AS active
              FROM tenant_month_project o WHERE ${within('o')}
            UNION ALL
            SELECT r.project_id, -r.worked_seconds, -r.tracked_seconds, -r.active_seconds
              FROM member_month_project r
             WHERE ${within('r')}
               AND r.member_id IN (SELECT m.id FROM members m
                                    WHERE m.tenant_id = ${tenantId}::uuid AND m.status = 'deleted')) o
      ${customer ? sql`JOIN projects p ON p.tenant_id = ${tenantId}::uuid AND p.id = o.project_id` : sql``}
     ${conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``}`;
}
