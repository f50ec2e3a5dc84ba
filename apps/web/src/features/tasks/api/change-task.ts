import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTaskRequest, taskEndpoints, type UpdateTaskRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/**
 * Every tasks-area query (workspaces, boards, task lists, one task, board options) starts with this key; a change
 * to a task invalidates it, so every screen showing the task reads it again.
 */
export const tasksKey = ['tasks'] as const;

/** Adds a task at the end of its status; every field is required (§5). */
export function createTask(body: CreateTaskRequest) {
  return api(taskEndpoints.create, { body });
}

/** Changes a task read at `concurrencyStamp`; a stale one is refused with CONCURRENCY_ERROR. */
export function updateTask({ id, ...body }: UpdateTaskRequest & { id: string }) {
  return api(taskEndpoints.update, { query: { id }, body });
}

/** Moves a task to its board's first done status; refused with the §8 text when the board has none. */
export function markTaskDone({ id }: { id: string }) {
  return api(taskEndpoints.markDone, { query: { id } });
}

/** Deletes a task and its comments, irreversibly (§4). */
export function deleteTask({ id }: { id: string }) {
  return api(taskEndpoints.delete, { query: { id } });
}

/** A mutation of the tasks area that reloads its queries when it settles (a refusal also means reload). */
export function useTasksMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}

export const useCreateTask = () => useTasksMutation(createTask);
export const useUpdateTask = () => useTasksMutation(updateTask);
export const useMarkTaskDone = () => useTasksMutation(markTaskDone);
export const useDeleteTask = () => useTasksMutation(deleteTask);
