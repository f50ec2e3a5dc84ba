import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { type Range, rangeRows } from './dashboard.repository.ts';

/**
 * The members the organisation dashboard counts, as a condition on `members m`: the caller's data scope (the one
 * rule, inside the query, so scope and figures are read in one round trip) and not deleted.
 */
export function dashboardMembers(auth: AuthContext): SQL {
  const scope = scopeCondition({ auth, memberColumn: sql`m.id` });
  return sql`m.tenant_id = ${auth.tenantId}::uuid AND m.status <> 'deleted'${scope ? sql` AND ${scope}` : sql``}`;
}

/** Whether the department asked for exists in the organisation, as a boolean expression; true when none is. */
export const departmentFound = (tenantId: string, departmentId: string | undefined) =>
  departmentId
    ? sql`EXISTS (SELECT 1 FROM departments d WHERE d.tenant_id = ${tenantId}::uuid AND d.id = ${departmentId}::uuid)`
    : sql`true`;

/** The ids of the dashboard's members, of one department when given, as a subquery. */
export const dashboardMemberIds = (auth: AuthContext, departmentId: string | undefined) =>
  sql`SELECT m.id FROM members m WHERE ${dashboardMembers(auth)}${
    departmentId ? sql` AND m.department_id = ${departmentId}::uuid` : sql``
  }`;

/**
 * The totals of the members' local days `from`..`to` from the member rollups (of days and months), how many members
 * have worked time in them, and whether the department asked for exists — one round trip.
 */
export async function sumScopeRange({
  tx,
  departmentId,
  ...range
}: { tx: Tx; departmentId: string | undefined } & Range) {
  const [row] = rowsOf<{
    found: boolean;
    worked: unknown;
    tracked: unknown;
    active: unknown;
    offline: unknown;
    members: unknown;
  }>(
    await tx.execute(sql`
      SELECT ${departmentFound(range.tenantId, departmentId)} AS found,
             coalesce(sum(worked), 0)::bigint AS worked, coalesce(sum(tracked), 0)::bigint AS tracked,
             coalesce(sum(active), 0)::bigint AS active, coalesce(sum(offline), 0)::bigint AS offline,
             count(*) FILTER (WHERE worked > 0) AS members
        FROM (SELECT sum(r.worked_seconds) AS worked, sum(r.tracked_seconds) AS tracked,
                     sum(r.active_seconds) AS active, sum(r.offline_seconds) AS offline
                FROM (${rangeRows(range, 'member')}) r
               GROUP BY r.member_id) per_member`),
  );
  return {
    departmentFound: row?.found === true,
    sums: {
      worked: Number(row?.worked ?? 0),
      tracked: Number(row?.tracked ?? 0),
      active: Number(row?.active ?? 0),
      offline: Number(row?.offline ?? 0),
    },
    memberCount: Number(row?.members ?? 0),
  };
}
