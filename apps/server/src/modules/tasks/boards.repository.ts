import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { boards, taskGroups, tasks } from './tasks.table.ts';

type Scope = { tx: Tx; tenantId: string };
type GroupInput = { name: string; isDone: boolean };

/** Stores a board with its statuses, left to right, and returns its id. */
export async function insertBoard({
  tx,
  tenantId,
  workspaceId,
  name,
  groups,
  now,
}: Scope & { workspaceId: string; name: string; groups: readonly GroupInput[]; now: Date }) {
  const id = uuidv7();
  await tx.insert(boards).values({ tenantId, id, workspaceId, name, orderStamp: uuidv7(), createdAt: now });
  if (groups.length > 0)
    await tx
      .insert(taskGroups)
      .values(groups.map((group, position) => ({ tenantId, id: uuidv7(), boardId: id, ...group, position })));
  return id;
}

/** Locks a board until the transaction ends: every change of its cards or columns holds this lock. */
export async function lockBoard({ tx, tenantId, boardId }: Scope & { boardId: string }) {
  const [row] = await tx
    .select({ id: boards.id, name: boards.name, orderStamp: boards.orderStamp, workspaceId: boards.workspaceId })
    .from(boards)
    .where(and(eq(boards.tenantId, tenantId), eq(boards.id, boardId)))
    .for('update');
  return row;
}

/** Gives a board a new order stamp (after a move) and returns it. */
export async function renewOrderStamp({ tx, tenantId, boardId }: Scope & { boardId: string }) {
  const orderStamp = uuidv7();
  await tx
    .update(boards)
    .set({ orderStamp })
    .where(and(eq(boards.tenantId, tenantId), eq(boards.id, boardId)));
  return orderStamp;
}

export async function renameBoard({ tx, tenantId, boardId, name }: Scope & { boardId: string; name: string }) {
  await tx
    .update(boards)
    .set({ name })
    .where(and(eq(boards.tenantId, tenantId), eq(boards.id, boardId)));
}

/** Deletes a board; its statuses, tasks and their comments go with it. */
export async function deleteBoardRow({ tx, tenantId, boardId }: Scope & { boardId: string }) {
  await tx.delete(boards).where(and(eq(boards.tenantId, tenantId), eq(boards.id, boardId)));
}

export async function countBoards({ tx, tenantId, workspaceId }: Scope & { workspaceId: string }) {
  const [row] = await tx
    .select({ value: count() })
    .from(boards)
    .where(and(eq(boards.tenantId, tenantId), eq(boards.workspaceId, workspaceId)));
  return row?.value ?? 0;
}

/** The statuses of these boards, left to right. */
export function listGroupRows({ tx, tenantId, boardIds }: Scope & { boardIds: string[] }) {
  if (boardIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: taskGroups.id,
      boardId: taskGroups.boardId,
      name: taskGroups.name,
      isDone: taskGroups.isDone,
      position: taskGroups.position,
    })
    .from(taskGroups)
    .where(and(eq(taskGroups.tenantId, tenantId), inArray(taskGroups.boardId, boardIds)))
    .orderBy(asc(taskGroups.position), asc(taskGroups.id));
}
export type GroupRow = Awaited<ReturnType<typeof listGroupRows>>[number];

/** Adds a status at the right end of a board and returns it. */
export async function appendGroup({
  tx,
  tenantId,
  boardId,
  group,
}: Scope & { boardId: string; group: GroupInput }): Promise<GroupRow> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${taskGroups.position}), -1)::int` })
    .from(taskGroups)
    .where(and(eq(taskGroups.tenantId, tenantId), eq(taskGroups.boardId, boardId)));
  const row = { id: uuidv7(), boardId, ...group, position: (last?.position ?? -1) + 1 };
  await tx.insert(taskGroups).values({ tenantId, ...row });
  return row;
}

export async function updateGroupRow({ tx, tenantId, groupId, group }: Scope & { groupId: string; group: GroupInput }) {
  await tx
    .update(taskGroups)
    .set(group)
    .where(and(eq(taskGroups.tenantId, tenantId), eq(taskGroups.id, groupId)));
}

export async function deleteGroupRow({ tx, tenantId, groupId }: Scope & { groupId: string }) {
  await tx.delete(taskGroups).where(and(eq(taskGroups.tenantId, tenantId), eq(taskGroups.id, groupId)));
}

/** Puts a board's statuses in this order, in one statement. */
export async function orderGroups({ tx, tenantId, groupIds }: Scope & { groupIds: readonly string[] }) {
  await tx.execute(sql`
    UPDATE task_groups SET position = o.ord - 1
      FROM unnest(${sql.param([...groupIds])}::uuid[]) WITH ORDINALITY AS o(id, ord)
     WHERE task_groups.tenant_id = ${tenantId} AND task_groups.id = o.id`);
}

/** How many tasks a board, or one status, holds. */
export async function countTasks({ tx, tenantId, boardId, groupId }: Scope & { boardId?: string; groupId?: string }) {
  const [row] = await tx
    .select({ value: count() })
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, tenantId),
        boardId ? eq(tasks.boardId, boardId) : undefined,
        groupId ? eq(tasks.groupId, groupId) : undefined,
      ),
    );
  return row?.value ?? 0;
}

/** The ids of a status's tasks, top to bottom (at most a board's worth). */
export async function listGroupTaskIds({ tx, tenantId, groupId }: Scope & { groupId: string }) {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.groupId, groupId)))
    .orderBy(asc(tasks.position), asc(tasks.id));
  return rows.map((row) => row.id);
}

/** The ids of a board's tasks. */
export async function listBoardTaskIds({ tx, tenantId, boardId }: Scope & { boardId: string }) {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.boardId, boardId)));
  return rows.map((row) => row.id);
}

/** The position just below a status's last task. */
export async function nextTaskPosition({ tx, tenantId, groupId }: Scope & { groupId: string }) {
  const [row] = await tx
    .select({ position: sql<number>`coalesce(max(${tasks.position}), -1)::int` })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.groupId, groupId)));
  return (row?.position ?? -1) + 1;
}

/**
 * Makes `taskIds` the cards of `groupId`, top to bottom, in one statement. The card `movedId` gets a new stamp when
 * it comes from another status (its status is part of what its editor saw).
 */
export async function placeTasks({
  tx,
  tenantId,
  groupId,
  taskIds,
  movedId,
  now,
}: Scope & { groupId: string; taskIds: readonly string[]; movedId: string; now: Date }) {
  await tx.execute(sql`
    UPDATE tasks SET group_id = ${groupId}, position = o.ord - 1,
           concurrency_stamp = CASE WHEN tasks.id = ${movedId} AND tasks.group_id <> ${groupId}
                                    THEN ${uuidv7()}::uuid ELSE tasks.concurrency_stamp END,
           updated_at = CASE WHEN tasks.id = ${movedId} THEN ${now.toISOString()}::timestamptz ELSE tasks.updated_at END
      FROM unnest(${sql.param([...taskIds])}::uuid[]) WITH ORDINALITY AS o(id, ord)
     WHERE tasks.tenant_id = ${tenantId} AND tasks.id = o.id`);
}
