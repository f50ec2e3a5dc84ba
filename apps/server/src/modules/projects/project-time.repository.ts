import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DataScope } from '../access/data-scope.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `AND <column> IN scope`, or nothing for the whole organisation. */
const andInScope = (column: SQL, scope: DataScope | undefined) =>
  scope?.kind === 'members' ? sql`AND ${column} = ANY(${sql.param(scope.memberIds)}::uuid[])` : sql``;

/**
 * A project's worked seconds over its whole history, of the members inside the scope, from the month rollups: a few
 * rows per member and month, so a list's totals cost the same at 3 or 13 months of history (issue 19). A running
 * entry counts up to its last uploaded slot there, as in every report.
 */
export const rolledUpProjectSeconds = ({
  tenantId,
  project,
  scope,
}: {
  tenantId: string;
  project: SQL;
  scope?: DataScope;
}): SQL<number> =>
  sql<number>`(SELECT coalesce(sum(m.worked_seconds), 0) FROM member_month_project m
                WHERE m.tenant_id = ${tenantId}::uuid AND m.project_id = ${project}
                      ${andInScope(sql`m.member_id`, scope)})`;

/**
 * Worked seconds and last activity per project, of the members inside the scope; running timers count to `now`.
 * The seconds are the rollups' plus what running entries added since their last uploaded slot. The last activity is
 * `now` while an entry runs, else the latest end among the entries of the project's last 24 hours of starts: an
 * ended entry lasts at most 24 hours, so none that started earlier can end later. Each part reads an index by
 * project, never the project's whole history.
 */
export async function listProjectTimeRows({
  tx,
  tenantId,
  projectIds,
  scope,
  now,
}: {
  tx: Tx;
  tenantId: string;
  projectIds: string[];
  scope: DataScope;
  now: Date;
}) {
  if (projectIds.length === 0) return [];
  const at = sql`${now.toISOString()}::timestamptz`;
  const entryScope = andInScope(sql`e.member_id`, scope);
  return rowsOf<{ projectId: string; seconds: string; lastActivityAt: Date | string | null }>(
    await tx.execute(sql`
      WITH running AS MATERIALIZED (
        SELECT e.project_id, greatest(${at}, e.started_at) AS live_end,
               extract(epoch FROM greatest(${at}, e.started_at) - coalesce(
                 (SELECT max(s.started_at + make_interval(secs => s.seconds)) FROM activity_slots s
                   WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                 e.started_at)) AS unrolled
          FROM time_entries e
         WHERE e.tenant_id = ${tenantId} AND e.ended_at IS NULL
           AND e.project_id = ANY(${sql.param(projectIds)}::uuid[]) ${entryScope}
      )
      SELECT p.id AS "projectId",
             round(${rolledUpProjectSeconds({ tenantId, project: sql`p.id`, scope })}
                   + coalesce((SELECT sum(r.unrolled) FROM running r WHERE r.project_id = p.id), 0))::bigint::text
               AS seconds,
             coalesce((SELECT max(r.live_end) FROM running r WHERE r.project_id = p.id),
                      (SELECT max(e.ended_at) FROM time_entries e
                        WHERE e.tenant_id = ${tenantId} AND e.project_id = p.id AND e.ended_at IS NOT NULL ${entryScope}
                          AND e.started_at >= latest.started_at - interval '24 hours')) AS "lastActivityAt"
        FROM unnest(${sql.param(projectIds)}::uuid[]) AS p(id)
        LEFT JOIN LATERAL (
          SELECT max(e.started_at) AS started_at FROM time_entries e
           WHERE e.tenant_id = ${tenantId} AND e.project_id = p.id AND e.ended_at IS NOT NULL ${entryScope}
        ) latest ON true`),
  );
}
