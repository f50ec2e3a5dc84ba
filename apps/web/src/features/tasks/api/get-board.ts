import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { tasksKey } from './change-task.ts';

/** The key of one board's query, which moves update in place. */
export const boardKey = (id: string) => [...tasksKey, 'board', id] as const;

/** A board: its statuses left to right, each with its tasks in order, and the order stamp moves are made at. */
export const boardQueryOptions = (id: string) =>
  queryOptions({ queryKey: boardKey(id), queryFn: () => api(taskEndpoints.board, { query: { id } }) });

export const useBoard = (id: string) => useQuery(boardQueryOptions(id));

/** Boards of active workspaces where the caller may add tasks, with their statuses, for the task form. */
export const boardOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...tasksKey, 'board-options'], queryFn: () => api(taskEndpoints.boardOptions) });

export const useBoardOptions = (enabled: boolean) => useQuery({ ...boardOptionsQueryOptions(), enabled });
