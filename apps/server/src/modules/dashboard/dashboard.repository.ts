import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type Rollup, rollupsOf } from '../reports/reports.rollups.ts';

/**
 * Whose rollups a range reads: one member, or every member a subquery of member ids names (a data scope) — whose
 * whole months are read as month rows, as the server's date (UTC) `today` says which month may still be growing.
 */
export type Whose = { memberId: string } | { members: SQL; today: string };

export type Range = { tenantId: string; from: string; to: string } & Whose;

/**
 * The condition on a rollup row `r` of the range's members. A scope's members come as one array, so the primary key
 * (tenant, member, day or month, …) ranges over each member's rows in every branch of {@link rangeRows} and a small
 * scope reads its own rows by key: given `IN (subquery)`, the planner reads every row of the tenant's range instead.
 */
const whoseRows = (range: Range) =>
  'memberId' in range ? sql`r.member_id = ${range.memberId}` : sql`r.member_id = ANY (ARRAY(${range.members}))`;

/** The condition on a rollup row `r` of the range's members and local days. */
const rangeCondition = (range: Range) =>
  sql`r.tenant_id = ${range.tenantId} AND ${whoseRows(range)} AND r.day >= ${range.from}::date AND r.day <= ${range.to}::date`;

/**
 * The range's rollup rows `r` as a subquery (columns as {@link rollupsOf}): one member's day rows (a month of them is
 * cheap), or a scope's whole months as month rows and days only at the edges, as the reports read them — one row
 * per member (and project or app) and month instead of one per day, as the dashboard only sums the range.
 */
export function rangeRows(range: Range, rollup: Rollup): SQL {
  const { tenantId, from, to } = range;
  const today = 'today' in range ? range.today : undefined;
  const rollups = rollupsOf({ rollup, tenantId, from, to, wholeMonths: today !== undefined, today });
  return sql`SELECT r.* FROM (${rollups}) r WHERE ${whoseRows(range)}`;
}

/**
 * The row of a tenant table (`select`, aliased `alias`) whose id is `key`, for a LATERAL join: LIMIT 1 keeps the lookup
 * by key from being flattened into a join, which the planner may run by hashing the organisation's every row.
 */
const byKey = (select: SQL, alias: string, tenantId: string, key: SQL) =>
  sql`${select} WHERE ${sql.raw(alias)}.tenant_id = ${tenantId}::uuid AND ${sql.raw(alias)}.id = ${key} LIMIT 1`;

/**
 * Worked seconds per project over the members' local days `from`..`to`, from the rollups; most worked first. Summed
 * per project first, then each project looked up by its key ({@link byKey}): joined before, a member's month of 54
 * rows hashed the organisation's every project (5,000: 2.5 of 3 ms).
 */
export async function listRangeProjects({ tx, ...range }: { tx: Tx } & Range) {
  const rows = rowsOf<{ id: string; name: string; colorCode: string; seconds: unknown }>(
    await tx.execute(sql`
      SELECT p.id, p.name, p.color_code AS "colorCode", s.seconds
        FROM (SELECT r.project_id, sum(r.worked_seconds)::bigint AS seconds
                FROM (${rangeRows(range, 'project')}) r
               GROUP BY r.project_id
              HAVING sum(r.worked_seconds) > 0) s
        CROSS JOIN LATERAL (${byKey(sql`SELECT p.id, p.name, p.color_code FROM projects p`, 'p', range.tenantId, sql`s.project_id`)}) p
       ORDER BY s.seconds DESC, p.name, p.id`),
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/**
 * Worked seconds per task over one member's local days `from`..`to`, from the task rollups, each with the project
 * the task belongs to now; most worked first. Time without a task is not here.
 */
export async function listRangeTasks({ tx, ...range }: { tx: Tx } & Range) {
  const rows = rowsOf<{
    id: string;
    name: string;
    projectId: string;
    projectName: string;
    colorCode: string;
    seconds: unknown;
  }>(
    await tx.execute(sql`
      SELECT t.id, t.name, p.id AS "projectId", p.name AS "projectName", p.color_code AS "colorCode", s.seconds
        FROM (SELECT r.task_id, sum(r.worked_seconds)::bigint AS seconds
                FROM member_day_task r
               WHERE ${rangeCondition(range)}
               GROUP BY r.task_id
              HAVING sum(r.worked_seconds) > 0) s
        CROSS JOIN LATERAL (${byKey(sql`SELECT t.id, t.name, t.project_id FROM tasks t`, 't', range.tenantId, sql`s.task_id`)}) t
        CROSS JOIN LATERAL (${byKey(sql`SELECT p.id, p.name, p.color_code FROM projects p`, 'p', range.tenantId, sql`t.project_id`)}) p
       ORDER BY s.seconds DESC, t.name, t.id`),
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/**
 * The `limit` apps and URL hosts the members used most over the local days `from`..`to`, from the rollups, and the
 * seconds of all of them together (what the top ones are a share of).
 */
export async function listRangeTopApps({ tx, limit, ...range }: { tx: Tx; limit: number } & Range) {
  const rows = rowsOf<{ id: string; kind: 'app' | 'url'; name: string; seconds: unknown; allSeconds: unknown }>(
    await tx.execute(sql`
      WITH used AS (
        SELECT r.app_id, sum(r.seconds) AS seconds
          FROM (${rangeRows(range, 'app')}) r
         GROUP BY r.app_id
        HAVING sum(r.seconds) > 0
      )
      SELECT a.id, a.kind, a.name, u.seconds::bigint AS seconds, (sum(u.seconds) OVER ())::bigint AS "allSeconds"
        FROM used u
        CROSS JOIN LATERAL (${byKey(sql`SELECT a.id, a.kind, a.name FROM apps a`, 'a', range.tenantId, sql`u.app_id`)}) a
       ORDER BY u.seconds DESC, a.name, a.id
       LIMIT ${limit}`),
  );
  return {
    top: rows.map(({ allSeconds: _all, ...row }) => ({ ...row, seconds: Number(row.seconds) })),
    allSeconds: Number(rows[0]?.allSeconds ?? 0),
  };
}
