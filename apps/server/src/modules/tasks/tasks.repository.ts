import { type TaskPriority, trackableProjectStatuses } from '@worktrail/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { AuthContext } from '../../http/access.ts';
import { scopeCondition } from '../access/data-scope.ts';
import { projects } from '../projects/projects.table.ts';
import { memberDayTask } from '../time/rollups.table.ts';
import { w } from './task-access.repository.ts';
import { boards, taskComments, taskGroups, tasks } from './tasks.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** The fields of a task a caller sets (§5: all required). */
export type TaskFields = {
  name: string;
  description: string;
  assigneeId: string;
  dueDate: string;
  projectId: string;
  priority: TaskPriority;
};

/** Stores a task at `position` of its status and returns its id. */
export async function insertTask({
  tx,
  tenantId,
  boardId,
  groupId,
  position,
  fields,
  createdBy,
  now,
}: Scope & { boardId: string; groupId: string; position: number; fields: TaskFields; createdBy: string; now: Date }) {
  const id = uuidv7();
  await tx.insert(tasks).values({
    tenantId,
    id,
    boardId,
    groupId,
    position,
    ...fields,
    createdBy,
    concurrencyStamp: uuidv7(),
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Locks a task until the transaction ends; where it is and the stamp its editors read. */
export async function lockTask({ tx, tenantId, taskId }: Scope & { taskId: string }) {
  const [row] = await tx
    .select({ boardId: tasks.boardId, groupId: tasks.groupId, concurrencyStamp: tasks.concurrencyStamp })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)))
    .for('update');
  return row;
}

/** Changes a task (and where it is, when given) and gives it a new stamp. */
export async function updateTaskRow({
  tx,
  tenantId,
  taskId,
  changes,
  now,
}: Scope & {
  taskId: string;
  changes: Partial<TaskFields & { boardId: string; groupId: string; position: number }>;
  now: Date;
}) {
  await tx
    .update(tasks)
    .set({ ...changes, concurrencyStamp: uuidv7(), updatedAt: now })
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)));
}

/** Deletes a task; its comments go with it. */
export async function deleteTaskRow({ tx, tenantId, taskId }: Scope & { taskId: string }) {
  await tx.delete(tasks).where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)));
}

/** Whether the project is the organisation's and time can be recorded on it. */
export async function projectIsTrackable({ tx, tenantId, projectId }: Scope & { projectId: string }) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, tenantId),
        eq(projects.id, projectId),
        inArray(projects.status, [...trackableProjectStatuses]),
      ),
    );
  return row !== undefined;
}

/** The first done status of a board, left to right. */
export async function findFirstDoneGroup({ tx, tenantId, boardId }: Scope & { boardId: string }) {
  const [row] = await tx
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(and(eq(taskGroups.tenantId, tenantId), eq(taskGroups.boardId, boardId), eq(taskGroups.isDone, true)))
    .orderBy(asc(taskGroups.position), asc(taskGroups.id))
    .limit(1);
  return row?.id;
}

/** What a card shows; tracked time counts the members in the caller's data scope only. */
const cardColumns = (auth: AuthContext) => ({
  id: tasks.id,
  name: tasks.name,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  position: tasks.position,
  assigneeId: tasks.assigneeId,
  projectId: projects.id,
  projectName: projects.name,
  projectColor: projects.colorCode,
  workspaceId: w.id,
  workspaceName: w.name,
  boardId: boards.id,
  boardName: boards.name,
  groupId: taskGroups.id,
  groupName: taskGroups.name,
  groupIsDone: taskGroups.isDone,
  commentCount: sql<number>`(SELECT count(*)::int FROM ${taskComments}
    WHERE ${taskComments.tenantId} = ${tasks.tenantId} AND ${taskComments.taskId} = ${tasks.id})`,
  trackedSeconds: sql<string>`(SELECT coalesce(sum(${memberDayTask.workedSeconds}), 0)::bigint FROM ${memberDayTask}
    WHERE ${memberDayTask.tenantId} = ${tasks.tenantId} AND ${memberDayTask.taskId} = ${tasks.id}
      AND ${scopeCondition({ auth, memberColumn: memberDayTask.memberId }) ?? sql`true`})`,
  createdAt: tasks.createdAt,
  concurrencyStamp: tasks.concurrencyStamp,
});

/** Tasks with their status, board, workspace (`w`) and project, for cards; `where` must include the tenant. */
export const selectCards = (tx: Tx, auth: AuthContext) =>
  tx
    .select(cardColumns(auth))
    .from(tasks)
    .innerJoin(taskGroups, and(eq(taskGroups.tenantId, tasks.tenantId), eq(taskGroups.id, tasks.groupId)))
    .innerJoin(boards, and(eq(boards.tenantId, tasks.tenantId), eq(boards.id, tasks.boardId)))
    .innerJoin(w, and(eq(w.tenantId, boards.tenantId), eq(w.id, boards.workspaceId)))
    .innerJoin(projects, and(eq(projects.tenantId, tasks.tenantId), eq(projects.id, tasks.projectId)));

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['where']>>[number];

const cardsWhere = (auth: AuthContext, condition: SQL | undefined) => and(eq(tasks.tenantId, auth.tenantId), condition);

/** The cards of one board, each status top to bottom. */
export function listBoardCards({ tx, auth, boardId }: { tx: Tx; auth: AuthContext; boardId: string }) {
  return selectCards(tx, auth)
    .where(cardsWhere(auth, eq(tasks.boardId, boardId)))
    .orderBy(asc(tasks.position), asc(tasks.id));
}

/** One task's card. */
export async function findCard({ tx, auth, taskId }: { tx: Tx; auth: AuthContext; taskId: string }) {
  const [row] = await selectCards(tx, auth).where(cardsWhere(auth, eq(tasks.id, taskId)));
  return row;
}

/** What only the task's own page shows: its description and who created it. */
export async function findTaskExtras({ tx, tenantId, taskId }: Scope & { taskId: string }) {
  const [row] = await tx
    .select({ description: tasks.description, createdBy: tasks.createdBy })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, taskId)));
  return row;
}
