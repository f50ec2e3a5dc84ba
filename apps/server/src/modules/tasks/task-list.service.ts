import { type TaskPagedList, type TaskSorting, totalPages } from '@worktrail/contract';
import type { AuthContext } from '../../http/access.ts';
import { type TasksDeps, withTaskCall } from './task-access.ts';
import { presentCards } from './task-cards.ts';
import { countCards, listCardPage, type TaskListFilter } from './task-list.repository.ts';

/**
 * One page (§9) of the tasks the caller may see across workspaces — their own and the public ones, never through
 * "manage all" — matching every filter given.
 */
export function listTasks({
  deps,
  auth,
  page,
  size,
  sorting,
  filter,
}: {
  deps: TasksDeps;
  auth: AuthContext;
  page: number;
  size: number;
  sorting: TaskSorting;
  filter: TaskListFilter;
}): Promise<TaskPagedList> {
  return withTaskCall({ deps, auth }, async (call) => {
    const { tx, caller } = call;
    const total = await countCards({ tx, caller, filter });
    const rows = await listCardPage({ tx, auth, caller, filter, sorting, limit: size, offset: (page - 1) * size });
    return {
      items: await presentCards(call, rows),
      pagination: { page, per_Page: size, total_Items: total, total_Pages: totalPages({ total, size }) },
    };
  });
}
