import type { TaskPriority, TaskSorting, TaskState } from '@worktrail/contract';
import { taskPriorities } from '@worktrail/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { type TaskCaller, workspaceVisible } from '../workspace-access/workspace-access.ts';
import { selectCards } from './tasks.repository.ts';
import { boards, taskGroups, tasks, workspaces } from './tasks.table.ts';

/** The filters of View Tasks and Quick Tasks, all optional and combined. */
export type TaskListFilter = {
  projectIds?: string[] | undefined;
  assigneeIds?: string[] | undefined;
  workspaceId?: string | undefined;
  boardId?: string | undefined;
  mine: boolean;
  state: TaskState;
  priorities?: TaskPriority[] | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  search?: string | undefined;
};

// low < medium < high < urgent, whatever the text sorts as.
const priorityRank = sql`array_position(${sql.param([...taskPriorities])}::text[], ${tasks.priority})`;

const orderBy: Record<TaskSorting, SQL[]> = {
  'dueDate asc': [asc(tasks.dueDate), asc(tasks.id)],
  'dueDate desc': [desc(tasks.dueDate), desc(tasks.id)],
  'priority desc': [desc(priorityRank), asc(tasks.dueDate), asc(tasks.id)],
  'priority asc': [asc(priorityRank), asc(tasks.dueDate), asc(tasks.id)],
  'name asc': [asc(sql`lower(${tasks.name})`), asc(tasks.id)],
  'name desc': [desc(sql`lower(${tasks.name})`), desc(tasks.id)],
  'createdAt desc': [desc(tasks.createdAt), desc(tasks.id)],
  'createdAt asc': [asc(tasks.createdAt), asc(tasks.id)],
};

/**
 * The task's board is one of the caller's visible workspaces (lists never use "manage all": their own and the
 * public ones, none deleted), of `workspaceId` when given. Said as a list of board ids, the count reads the board
 * index alone instead of joining every task to its board and workspace.
 */
function onVisibleBoard({ caller, workspaceId }: { caller: TaskCaller; workspaceId: string | undefined }) {
  return sql`${tasks.boardId} = ANY(ARRAY(
    SELECT vb.id FROM ${boards} vb JOIN ${workspaces} vw ON vw.tenant_id = vb.tenant_id AND vw.id = vb.workspace_id
     WHERE vb.tenant_id = ${caller.tenantId} AND ${workspaceVisible({ caller, alias: 'vw', manageAll: false })}
       ${workspaceId ? sql`AND vw.id = ${workspaceId}` : sql``}))`;
}

/** The tenant, the visible boards and every filter given, combined. */
function listWhere({ caller, filter }: { caller: TaskCaller; filter: TaskListFilter }) {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const inList = (column: AnyPgColumn, ids?: string[]) => (ids && ids.length > 0 ? inArray(column, ids) : undefined);
  return and(
    eq(tasks.tenantId, caller.tenantId),
    onVisibleBoard({ caller, workspaceId: filter.workspaceId }),
    inList(tasks.projectId, filter.projectIds),
    inList(tasks.assigneeId, filter.assigneeIds),
    filter.boardId ? eq(tasks.boardId, filter.boardId) : undefined,
    filter.mine ? eq(tasks.assigneeId, caller.memberId) : undefined,
    filter.state === 'all' ? undefined : eq(taskGroups.isDone, filter.state === 'done'),
    filter.priorities && filter.priorities.length > 0 ? inArray(tasks.priority, filter.priorities) : undefined,
    filter.dueFrom ? gte(tasks.dueDate, filter.dueFrom) : undefined,
    filter.dueTo ? lte(tasks.dueDate, filter.dueTo) : undefined,
    pattern ? ilike(tasks.name, pattern) : undefined,
  );
}

type ListInput = { tx: Tx; auth: AuthContext; caller: TaskCaller; filter: TaskListFilter };

/** One page of the cards the caller may see that match the filter. */
export function listCardPage({
  tx,
  auth,
  caller,
  filter,
  sorting,
  limit,
  offset,
}: ListInput & { sorting: TaskSorting; limit: number; offset: number }) {
  return selectCards(tx, auth)
    .where(listWhere({ caller, filter }))
    .orderBy(...orderBy[sorting])
    .limit(limit)
    .offset(offset);
}

/** How many cards the caller may see match the filter. */
export async function countCards({ tx, caller, filter }: Omit<ListInput, 'auth'>) {
  const query = tx.select({ value: count() }).from(tasks).$dynamic();
  // Every task has a status: it is joined only when the state filter reads it, so large counts skip a join.
  const joined =
    filter.state === 'all'
      ? query
      : query.innerJoin(taskGroups, and(eq(taskGroups.tenantId, tasks.tenantId), eq(taskGroups.id, tasks.groupId)));
  const [row] = await joined.where(listWhere({ caller, filter }));
  return row?.value ?? 0;
}
