import type { TaskPriority } from '@worktrail/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type TaskCaller, workspaceVisible } from '../workspace-access/workspace-access.ts';

// The reads of tasks that the time screens need (pickers, project tasks, counts on lists and the board). Each goes
// through the shared workspace rule or, for counts, the rule that a deleted workspace's tasks are gone.

/** Tasks `t` with their status `g` and workspace `w`. */
const tasksWithPlace = sql`tasks t
  JOIN task_groups g ON g.tenant_id = t.tenant_id AND g.id = t.group_id
  JOIN boards b ON b.tenant_id = t.tenant_id AND b.id = t.board_id
  JOIN workspaces w ON w.tenant_id = b.tenant_id AND w.id = b.workspace_id`;

/**
 * A scalar subquery: how many open tasks (in a status that is not done, in a workspace not deleted) match `where`,
 * a condition on `tasks t` that may refer to the outer query (e.g. `t.assignee_id = r.id`).
 */
export function openTaskCount({ tenantId, where }: { tenantId: string; where: SQL }): SQL<number> {
  return sql<number>`(SELECT count(*) FROM ${tasksWithPlace}
    WHERE t.tenant_id = ${tenantId}::uuid AND NOT g.is_done AND w.status <> 'deleted' AND ${where})::int`;
}

export type MemberOpenTaskRow = {
  id: string;
  name: string;
  dueDate: string;
  priority: TaskPriority;
  status: string;
};

/**
 * The open tasks of a project assigned to a member, in workspaces that member can see (not deleted; public, or they
 * are a member), by due date then name: what they may pick to record time on.
 */
export async function listMemberOpenTasks({
  tx,
  tenantId,
  memberId,
  projectId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  projectId: string;
}): Promise<MemberOpenTaskRow[]> {
  const visible = workspaceVisible({ caller: { tenantId, memberId, permissions: new Set() } });
  return rowsOf<MemberOpenTaskRow>(
    await tx.execute(sql`
      SELECT t.id, t.name, t.due_date::text AS "dueDate", t.priority, g.name AS status
        FROM ${tasksWithPlace}
       WHERE t.tenant_id = ${tenantId} AND t.project_id = ${projectId} AND t.assignee_id = ${memberId}
         AND NOT g.is_done AND ${visible}
       ORDER BY t.due_date, lower(t.name), t.id`),
  );
}

export type ProjectTaskRow = MemberOpenTaskRow & {
  isDone: boolean;
  assigneeId: string;
  assigneeGivenName: string;
  assigneeFamilyName: string;
  assigneeUsername: string | null;
  assigneeEmail: string;
  trackedSeconds: number;
};

/**
 * The tasks of a project in workspaces the caller can see (the shared rule, without "manage all"), by due date then
 * name, with status, assignee and the worked seconds on each of the members `inScope` selects (a condition on
 * `r.member_id`; undefined: everyone).
 */
export async function listProjectTaskRows({
  tx,
  caller,
  projectId,
  inScope,
}: {
  tx: Tx;
  caller: TaskCaller;
  projectId: string;
  inScope: SQL | undefined;
}): Promise<ProjectTaskRow[]> {
  const { tenantId } = caller;
  const rows = rowsOf<ProjectTaskRow>(
    await tx.execute(sql`
      SELECT t.id, t.name, t.due_date::text AS "dueDate", t.priority, g.name AS status, g.is_done AS "isDone",
             t.assignee_id AS "assigneeId", coalesce(m.name, u.given_name) AS "assigneeGivenName",
             coalesce(m.surname, u.family_name) AS "assigneeFamilyName", u.username AS "assigneeUsername",
             u.email AS "assigneeEmail",
             (SELECT coalesce(sum(r.worked_seconds), 0)::bigint FROM member_day_task r
               WHERE r.tenant_id = t.tenant_id AND r.task_id = t.id AND ${inScope ?? sql`TRUE`}) AS "trackedSeconds"
        FROM ${tasksWithPlace}
        JOIN members m ON m.tenant_id = t.tenant_id AND m.id = t.assignee_id
        JOIN users u ON u.id = m.user_id
       WHERE t.tenant_id = ${tenantId} AND t.project_id = ${projectId} AND ${workspaceVisible({ caller })}
       ORDER BY t.due_date, lower(t.name), t.id`),
  );
  return rows.map((row) => ({ ...row, trackedSeconds: Number(row.trackedSeconds) }));
}
