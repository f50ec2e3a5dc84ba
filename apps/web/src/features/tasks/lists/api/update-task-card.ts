import { type TaskCard, type TaskPriority, taskEndpoints } from '@worktrail/contract';
import { api } from '../../../../shared/api/api.ts';
import { updateTask, useTasksMutation } from '../../api/change-task.ts';

/** The fields a list row changes in place. */
export type TaskCardChange = Partial<{ assigneeId: string; dueDate: string; groupId: string; priority: TaskPriority }>;

/**
 * Changes some fields of a listed task under the stamp the row was read with. UpdateTask replaces every field and a
 * card carries no description, so the description is read first (GetTask); a stale row is still refused by its
 * stamp, so nothing newer is overwritten.
 */
export async function updateTaskCard({ card, change }: { card: TaskCard; change: TaskCardChange }) {
  const { description } = await api(taskEndpoints.task, { query: { id: card.id } });
  return updateTask({
    id: card.id,
    name: card.name,
    description,
    assigneeId: card.assignee.id,
    dueDate: card.dueDate,
    projectId: card.project.id,
    groupId: card.group.id,
    priority: card.priority,
    ...change,
    concurrencyStamp: card.concurrencyStamp,
  });
}

export const useUpdateTaskCard = () => useTasksMutation(updateTaskCard);
