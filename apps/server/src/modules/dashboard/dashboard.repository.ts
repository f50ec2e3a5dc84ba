import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Whose rollups a range reads: one member, or every member a subquery of member ids names (a data scope). */
export type Whose = { memberId: string } | { members: SQL };

export type Range = { tenantId: string; from: string; to: string } & Whose;

/**
 * The condition on a rollup row `r` of the range's members and local days. A scope's members come as one array by
 * default, so the primary key (tenant, member, day, …) ranges over each member's days: the per-project and per-app
 * rollups have no index leading with the day, and given a subquery the planner reads their whole history instead.
 * `member_day` has one and passes `bySubquery`, leaving the planner free to join the scope to its days.
 */
export function rangeCondition(range: Range, { bySubquery = false } = {}) {
  const whose =
    'memberId' in range
      ? sql`r.member_id = ${range.memberId}`
      : bySubquery
        ? sql`r.member_id IN (${range.members})`
        : sql`r.member_id = ANY (ARRAY(${range.members}))`;
  return sql`r.tenant_id = ${range.tenantId} AND ${whose} AND r.day >= ${range.from}::date AND r.day <= ${range.to}::date`;
}

/** Worked seconds per project over the members' local days `from`..`to`, from the rollups; most worked first. */
export async function listRangeProjects({ tx, ...range }: { tx: Tx } & Range) {
  const rows = rowsOf<{ id: string; name: string; colorCode: string; seconds: unknown }>(
    await tx.execute(sql`
      SELECT p.id, p.name, p.color_code AS "colorCode", sum(r.worked_seconds)::bigint AS seconds
        FROM member_day_project r
        JOIN projects p ON p.tenant_id = r.tenant_id AND p.id = r.project_id
       WHERE ${rangeCondition(range)}
       GROUP BY p.id, p.name, p.color_code
      HAVING sum(r.worked_seconds) > 0
       ORDER BY seconds DESC, p.name, p.id`),
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
      SELECT t.id, t.name, p.id AS "projectId", p.name AS "projectName", p.color_code AS "colorCode",
             sum(r.worked_seconds)::bigint AS seconds
        FROM member_day_task r
        JOIN tasks t ON t.tenant_id = r.tenant_id AND t.id = r.task_id
        JOIN projects p ON p.tenant_id = t.tenant_id AND p.id = t.project_id
       WHERE ${rangeCondition(range)}
       GROUP BY t.id, t.name, p.id, p.name, p.color_code
      HAVING sum(r.worked_seconds) > 0
       ORDER BY seconds DESC, t.name, t.id`),
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
          FROM member_day_app r
         WHERE ${rangeCondition(range)}
         GROUP BY r.app_id
        HAVING sum(r.seconds) > 0
      )
      SELECT a.id, a.kind, a.name, u.seconds::bigint AS seconds, (sum(u.seconds) OVER ())::bigint AS "allSeconds"
        FROM used u
        JOIN apps a ON a.tenant_id = ${range.tenantId} AND a.id = u.app_id
       ORDER BY u.seconds DESC, a.name, a.id
       LIMIT ${limit}`),
  );
  return {
    top: rows.map(({ allSeconds: _all, ...row }) => ({ ...row, seconds: Number(row.seconds) })),
    allSeconds: Number(rows[0]?.allSeconds ?? 0),
  };
}
