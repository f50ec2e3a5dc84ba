import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { tasksKey } from './change-task.ts';

/** One task with its description and comments, oldest first, and what the caller may do to it. */
export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tasksKey, 'task', id],
    queryFn: () => api(taskEndpoints.task, { query: { id } }),
  });

export const useTask = (id: string | null) => useQuery({ ...taskQueryOptions(id ?? ''), enabled: id !== null });
