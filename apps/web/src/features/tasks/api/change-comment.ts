import { type AddCommentRequest, taskEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { useTasksMutation } from './change-task.ts';

/** Comments on a task; each mentioned member is mailed a link to it. */
export function addComment({ taskId, ...body }: AddCommentRequest & { taskId: string }) {
  return api(taskEndpoints.addComment, { query: { taskId }, body });
}

/** Deletes a comment (one's own, or any when managing the workspace). */
export function deleteComment({ id }: { id: string }) {
  return api(taskEndpoints.deleteComment, { query: { id } });
}

export const useAddComment = () => useTasksMutation(addComment);
export const useDeleteComment = () => useTasksMutation(deleteComment);
