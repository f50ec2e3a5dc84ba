import type { WorkspacePermission, WorkspaceStatus, WorkspaceVisibility } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { type TaskCaller, workspaceVisible } from '../workspace-access/workspace-access.ts';
import { boards, taskComments, taskGroups, tasks, workspaces } from './tasks.table.ts';

/** The `workspaces` table under the alias the visibility rule reads (`w`). */
export const w = alias(workspaces, 'w');

/** A workspace the caller may see, with the caller's own permission there (null: not a member). */
export type WorkspaceAccess = {
  workspaceId: string;
  workspaceName: string;
  workspaceStatus: WorkspaceStatus;
  visibility: WorkspaceVisibility;
  membership: WorkspacePermission | null;
};

/** The caller's permission in the workspace row `w`, or null. */
export const membershipOf = (caller: TaskCaller) =>
  sql<WorkspacePermission | null>`(SELECT wm.permission FROM workspace_members wm
     WHERE wm.tenant_id = ${w.tenantId} AND wm.workspace_id = ${w.id} AND wm.member_id = ${caller.memberId})`;

const accessColumns = (caller: TaskCaller) => ({
  workspaceId: w.id,
  workspaceName: w.name,
  workspaceStatus: w.status,
  visibility: w.visibility,
  membership: membershipOf(caller),
});

type Lookup = { tx: Tx; caller: TaskCaller };
const joinWorkspace = and(eq(w.tenantId, boards.tenantId), eq(w.id, boards.workspaceId));
// Calls on one workspace, board, task or comment by id see private workspaces through "manage all".
const visible = (caller: TaskCaller) => workspaceVisible({ caller, manageAll: true });

/** A workspace by id if the caller may see it. */
export async function findWorkspaceAccess({ tx, caller, workspaceId }: Lookup & { workspaceId: string }) {
  const [row] = await tx
    .select(accessColumns(caller))
    .from(w)
    .where(and(eq(w.tenantId, caller.tenantId), eq(w.id, workspaceId), visible(caller)));
  return row;
}

/** A board by id with its workspace, if the caller may see that workspace. */
export async function findBoardAccess({ tx, caller, boardId }: Lookup & { boardId: string }) {
  const [row] = await tx
    .select({ ...accessColumns(caller), boardId: boards.id, boardName: boards.name, orderStamp: boards.orderStamp })
    .from(boards)
    .innerJoin(w, joinWorkspace)
    .where(and(eq(boards.tenantId, caller.tenantId), eq(boards.id, boardId), visible(caller)));
  return row;
}

/** A status by id with its board and workspace, if the caller may see that workspace. */
export async function findGroupAccess({ tx, caller, groupId }: Lookup & { groupId: string }) {
  const [row] = await tx
    .select({
      ...accessColumns(caller),
      boardId: boards.id,
      groupId: taskGroups.id,
      groupName: taskGroups.name,
      isDone: taskGroups.isDone,
      position: taskGroups.position,
    })
    .from(taskGroups)
    .innerJoin(boards, and(eq(boards.tenantId, taskGroups.tenantId), eq(boards.id, taskGroups.boardId)))
    .innerJoin(w, joinWorkspace)
    .where(and(eq(taskGroups.tenantId, caller.tenantId), eq(taskGroups.id, groupId), visible(caller)));
  return row;
}
export type GroupAccess = NonNullable<Awaited<ReturnType<typeof findGroupAccess>>>;

/** A task by id with its board and workspace, if the caller may see that workspace. */
export async function findTaskAccess({ tx, caller, taskId }: Lookup & { taskId: string }) {
  const [row] = await tx
    .select({
      ...accessColumns(caller),
      boardId: tasks.boardId,
      taskId: tasks.id,
      taskName: tasks.name,
      groupId: tasks.groupId,
      projectId: tasks.projectId,
      assigneeId: tasks.assigneeId,
      concurrencyStamp: tasks.concurrencyStamp,
    })
    .from(tasks)
    .innerJoin(boards, and(eq(boards.tenantId, tasks.tenantId), eq(boards.id, tasks.boardId)))
    .innerJoin(w, joinWorkspace)
    .where(and(eq(tasks.tenantId, caller.tenantId), eq(tasks.id, taskId), visible(caller)));
  return row;
}
export type TaskAccess = NonNullable<Awaited<ReturnType<typeof findTaskAccess>>>;

/** A comment by id with its task, board and workspace, if the caller may see that workspace. */
export async function findCommentAccess({ tx, caller, commentId }: Lookup & { commentId: string }) {
  const [row] = await tx
    .select({ ...accessColumns(caller), commentId: taskComments.id, authorId: taskComments.authorId })
    .from(taskComments)
    .innerJoin(tasks, and(eq(tasks.tenantId, taskComments.tenantId), eq(tasks.id, taskComments.taskId)))
    .innerJoin(boards, and(eq(boards.tenantId, tasks.tenantId), eq(boards.id, tasks.boardId)))
    .innerJoin(w, joinWorkspace)
    .where(and(eq(taskComments.tenantId, caller.tenantId), eq(taskComments.id, commentId), visible(caller)));
  return row;
}
