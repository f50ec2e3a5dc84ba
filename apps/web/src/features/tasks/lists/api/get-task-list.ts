import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TaskPriority, type TaskSorting, type TaskState, taskEndpoints } from '@worktrail/contract';
import { api } from '../../../../shared/api/api.ts';
import { tasksKey } from '../../api/change-task.ts';

/** What one page of a task list asks for; empty lists and nulls mean "any". */
export type TaskListParams = {
  page: number;
  size: number;
  projectIds: string[];
  assigneeIds: string[];
  mine: boolean;
  state: TaskState;
  priorities: TaskPriority[];
  dueFrom: string | null;
  dueTo: string | null;
  search: string;
  sorting: TaskSorting;
};

const commaList = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** One page of the tasks the caller may see (GetTaskPagedList, §9 paging), filtered and ordered. */
export function getTaskList(params: TaskListParams) {
  return api(taskEndpoints.list, {
    query: {
      PageNo: params.page,
      PageSize: params.size,
      ProjectIds: commaList(params.projectIds),
      AssigneeIds: commaList(params.assigneeIds),
      Mine: params.mine ? 'true' : undefined,
      State: params.state,
      Priorities: commaList(params.priorities),
      DueFrom: params.dueFrom ?? undefined,
      DueTo: params.dueTo ?? undefined,
      Search: params.search.trim() || undefined,
      Sorting: params.sorting,
    },
  });
}

/** The task-list query of one page and set of filters; under `tasksKey`, so every task change reloads it. */
export const taskListQueryOptions = (params: TaskListParams) =>
  queryOptions({ queryKey: [...tasksKey, 'list', params], queryFn: () => getTaskList(params) });

/** One page of tasks; the previous page stays shown while the next loads. */
export const useTaskList = (params: TaskListParams, { enabled = true } = {}) =>
  useQuery({ ...taskListQueryOptions(params), placeholderData: keepPreviousData, enabled });
