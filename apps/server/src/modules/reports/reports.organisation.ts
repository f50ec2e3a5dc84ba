import { permissions } from '@worktrail/contract';
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
  const { auth, filters, wholeMonths = false, perTask = false } = rows;
  if (!wholeMonths || perTask) return undefined;
  if (!auth.permissions.has(permissions.dataScope.organization)) return undefined;
  if (given(filters.MemberIds) || given(filters.DepartmentIds)) return undefined;
  return splitRange(rows.from, rows.to, rows.today).months;
}

/**
 * The organisation's time per project over whole `months`, as rows `project_id, customer_id, worked, tracked, active`
 * with the report's project and customer filters ({@link projectFilters}): its `tenant_month_project` rows, less the
 * rows of deleted members (whom reports leave out, `reportMembersCondition`), read by the members' key. One row per
 * project and month instead of one per member, project and month.
 */
export function organisationMonthRows({ rows, months }: { rows: RowsRequest; months: Months }): SQL {
  const tenantId = rows.auth.tenantId;
  const within = (alias: string) =>
    sql`${sql.raw(alias)}.tenant_id = ${tenantId}::uuid AND ${sql.raw(alias)}.month BETWEEN ${months.from}::date AND ${months.to}::date`;
  const filtered = projectFilters({ filters: rows.filters, perCustomer: rows.perCustomer ?? false });
  return sql`
    SELECT r.project_id, ${filtered.customer} AS customer_id, r.worked, r.tracked, r.active
      FROM (SELECT o.tenant_id, o.project_id, o.worked_seconds AS worked, o.tracked_seconds AS tracked,
                   o.active_seconds AS active
              FROM tenant_month_project o WHERE ${within('o')}
            UNION ALL
            SELECT r.tenant_id, r.project_id, -r.worked_seconds, -r.tracked_seconds, -r.active_seconds
              FROM member_month_project r
             WHERE ${within('r')}
               AND r.member_id IN (SELECT m.id FROM members m
                                    WHERE m.tenant_id = ${tenantId}::uuid AND m.status = 'deleted')) r
      ${filtered.join}
     ${filtered.where}`;
}
