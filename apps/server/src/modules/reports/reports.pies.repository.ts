import { reportLimits } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { organisationMonthRows, organisationMonthsOf } from './reports.organisation.ts';
import { rollupsOf } from './reports.rollups.ts';
import { memberNameSql, type RowsRequest, reportMembersCondition, reportRows } from './reports.rows.ts';

/**
 * A slice of the first 100 (largest first) with the totals of every slice; a pie without time answers one row of
 * totals with no slice (`id`, `name` and `seconds` null).
 */
export type PieRow = {
  slices: number;
  all_seconds: unknown;
  all_tracked: unknown;
  all_active: unknown;
  id: string | null;
  name: string | null;
  kind: string | null;
  color_code: string | null;
  seconds: unknown;
  tracked: unknown;
  active: unknown;
};

/** What a slice of each pie is, and how it is named. */
export type PieOf = 'member' | 'project' | 'customer';
const pies: Record<PieOf, { key: SQL; perProject: boolean; name: SQL; color: SQL; joins: (tenantId: string) => SQL }> =
  {
    member: {
      key: sql`b.member_id`,
      perProject: false,
      name: memberNameSql('m', 'u'),
      color: sql`NULL::text`,
      joins: (tenantId) => sql`
      JOIN members m ON m.tenant_id = ${tenantId}::uuid AND m.id = per.id
      JOIN users u ON u.id = m.user_id`,
    },
    project: {
      key: sql`b.project_id`,
      perProject: true,
      name: sql`p.name`,
      color: sql`p.color_code`,
      joins: (tenantId) => sql`JOIN projects p ON p.tenant_id = ${tenantId}::uuid AND p.id = per.id`,
    },
    customer: {
      key: sql`b.customer_id`,
      perProject: true,
      name: sql`coalesce(c.name, '')`,
      color: sql`NULL::text`,
      joins: (tenantId) => sql`LEFT JOIN customers c ON c.tenant_id = ${tenantId}::uuid AND c.id = per.id`,
    },
  };

/** The slices of one pie and its totals from `per` (id, seconds, tracked, active) and `activity` (one row). */
const topSlices = ({ name, color, kind, joins }: { name: SQL; color: SQL; kind: SQL; joins: SQL }) => sql`
  totals AS (
    SELECT (SELECT count(*) FROM per)::int AS slices, (SELECT coalesce(sum(seconds), 0) FROM per)::bigint AS all_seconds,
           activity.all_tracked, activity.all_active
      FROM activity
  ),
  top AS (
    SELECT per.*, ${name} AS name, ${kind} AS kind, ${color} AS color_code
      FROM per ${joins}
     ORDER BY per.seconds DESC, name, per.id
     LIMIT ${reportLimits.maxPieSlices}
  )
  SELECT totals.*, top.* FROM totals LEFT JOIN top ON true ORDER BY top.seconds DESC, top.name, top.id`;

/**
 * The rows a pie sums: the rollup rows of `rows`, and for a pie per project or customer of the whole organisation, its
 * whole months from the organisation's rollup instead of each member's ({@link organisationMonthsOf}).
 */
function pieRows(rows: RowsRequest, of: PieOf): SQL {
  const request = { ...rows, perProject: pies[of].perProject, perCustomer: of === 'customer' };
  const months = pies[of].perProject ? organisationMonthsOf(request) : undefined;
  if (!months) return reportRows(request);
  return sql`
    SELECT b.member_id, b.project_id, b.customer_id, b.worked, b.tracked, b.active
      FROM (${reportRows({ ...request, withoutMonths: true })}) b
    UNION ALL
    SELECT NULL::uuid, m.* FROM (${organisationMonthRows({ rows: request, months })}) m`;
}

/** Worked time per member, project or customer: the largest 100 slices and the totals, in one round trip. */
export async function sumPie({ tx, rows, of }: { tx: Tx; rows: RowsRequest; of: PieOf }) {
  const pie = pies[of];
  return rowsOf<PieRow>(
    await tx.execute(sql`
      WITH b AS (${pieRows(rows, of)}),
      per AS (
        SELECT ${pie.key} AS id, sum(b.worked)::bigint AS seconds, sum(b.tracked)::bigint AS tracked,
               sum(b.active)::bigint AS active
          FROM b GROUP BY ${pie.key} HAVING sum(b.worked) > 0
      ),
      activity AS (SELECT coalesce(sum(tracked), 0)::bigint AS all_tracked, coalesce(sum(active), 0)::bigint AS all_active FROM per),
      ${topSlices({ name: pie.name, color: pie.color, kind: sql`${of}::text`, joins: pie.joins(rows.auth.tenantId) })}`),
  );
}

/**
 * Seconds per app and URL host of the members of the report (apps are counted per member and day, so the project
 * and customer filters do not narrow them): the largest 100 and the totals, with the activity of the same members
 * and days from the member-day rollups. One round trip.
 */
export async function sumAppsPie({ tx, rows }: { tx: Tx; rows: RowsRequest }) {
  const tenantId = rows.auth.tenantId;
  const { from, to, wholeMonths = false, today } = rows;
  const { MemberIds, DepartmentIds } = rows.filters;
  const memberRows = reportRows({ ...rows, filters: { MemberIds, DepartmentIds } });
  return rowsOf<PieRow>(
    await tx.execute(sql`
      WITH per AS (
        SELECT r.app_id AS id, sum(r.seconds)::bigint AS seconds, NULL::bigint AS tracked, NULL::bigint AS active
          FROM (${rollupsOf({ rollup: 'app', tenantId, from, to, wholeMonths, today })}) r
          JOIN members m ON m.tenant_id = r.tenant_id AND m.id = r.member_id
         WHERE ${reportMembersCondition(rows)}
         GROUP BY r.app_id HAVING sum(r.seconds) > 0
      ),
      activity AS (
        SELECT coalesce(sum(b.tracked), 0)::bigint AS all_tracked, coalesce(sum(b.active), 0)::bigint AS all_active
          FROM (${memberRows}) b
      ),
      ${topSlices({
        name: sql`a.name`,
        color: sql`NULL::text`,
        kind: sql`a.kind`,
        joins: sql`JOIN apps a ON a.tenant_id = ${tenantId}::uuid AND a.id = per.id`,
      })}`),
  );
}
