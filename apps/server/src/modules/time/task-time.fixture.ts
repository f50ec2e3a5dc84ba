import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { boards, taskGroups, tasks, workspaceMembers, workspaces } from '../tasks/tasks.table.ts';

// Tasks for the tests of time on tasks, written straight into the tables (workspaces → boards → task_groups →
// tasks), so they depend on no tasks route.

export type TestBoard = { workspaceId: string; boardId: string; openGroupId: string; doneGroupId: string };

/** A workspace with one board of two statuses, "To do" (open) and "Done". */
export async function seedTaskBoard({
  tx,
  tenantId,
  name = `Workspace ${uuidv7()}`,
  visibility = 'public',
  status = 'active',
  memberIds = [],
}: {
  tx: Tx;
  tenantId: string;
  name?: string;
  visibility?: 'public' | 'private';
  status?: 'active' | 'archived' | 'disabled' | 'deleted';
  memberIds?: string[];
}): Promise<TestBoard> {
  const board = { workspaceId: uuidv7(), boardId: uuidv7(), openGroupId: uuidv7(), doneGroupId: uuidv7() };
  await tx
    .insert(workspaces)
    .values({ tenantId, id: board.workspaceId, name, visibility, status, concurrencyStamp: uuidv7() });
  for (const memberId of memberIds)
    await tx
      .insert(workspaceMembers)
      .values({ tenantId, workspaceId: board.workspaceId, memberId, permission: 'edit' });
  await tx
    .insert(boards)
    .values({ tenantId, id: board.boardId, workspaceId: board.workspaceId, name: 'Board', orderStamp: uuidv7() });
  await tx.insert(taskGroups).values([
    { tenantId, id: board.openGroupId, boardId: board.boardId, name: 'To do', isDone: false, position: 0 },
    { tenantId, id: board.doneGroupId, boardId: board.boardId, name: 'Done', isDone: true, position: 1 },
  ]);
  return board;
}

/** A task on the board, open unless `done`. */
export async function seedTask({
  tx,
  tenantId,
  board,
  projectId,
  assigneeId,
  name = `Task ${uuidv7()}`,
  done = false,
  dueDate = '2026-06-30',
  priority = 'medium',
}: {
  tx: Tx;
  tenantId: string;
  board: TestBoard;
  projectId: string;
  assigneeId: string;
  name?: string;
  done?: boolean;
  dueDate?: string;
  priority?: 'low' | 'medium' | 'high' | 'urgent';
}): Promise<string> {
  const id = uuidv7();
  await tx.insert(tasks).values({
    tenantId,
    id,
    boardId: board.boardId,
    groupId: done ? board.doneGroupId : board.openGroupId,
    position: 0,
    projectId,
    assigneeId,
    name,
    dueDate,
    priority,
    concurrencyStamp: uuidv7(),
  });
  return id;
}
