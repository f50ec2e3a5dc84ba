import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BoardColumn,
  type BoardDetail,
  type CreateGroupRequest,
  taskEndpoints,
  type UpdateGroupRequest,
} from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { tasksKey, useTasksMutation } from './change-task.ts';
import { boardKey } from './get-board.ts';

/** Adds a status (a column) at the end of a board. */
export function createGroup(body: CreateGroupRequest) {
  return api(taskEndpoints.createGroup, { body });
}

/** Renames a status, or marks it open or done. */
export function updateGroup({ id, ...body }: UpdateGroupRequest & { id: string }) {
  return api(taskEndpoints.updateGroup, { query: { id }, body });
}

/** Deletes an empty status; refused while it has tasks, or when it is the board's last. */
export function deleteGroup({ id }: { id: string }) {
  return api(taskEndpoints.deleteGroup, { query: { id } });
}

export const useCreateGroup = () => useTasksMutation(createGroup);
export const useUpdateGroup = () => useTasksMutation(updateGroup);
export const useDeleteGroup = () => useTasksMutation(deleteGroup);

/** A card or a column placed anew: where it goes, and the board's columns as they look afterwards. */
export type BoardMove = (
  | { kind: 'task'; taskId: string; groupId: string; beforeTaskId: string | null }
  | { kind: 'group'; groupId: string; beforeGroupId: string | null }
) & { columns: BoardColumn[] };

/** Sends one move at the board's order stamp as read. */
function sendMove(move: BoardMove, concurrencyStamp: string) {
  if (move.kind === 'task') {
    const { taskId, groupId, beforeTaskId } = move;
    return api(taskEndpoints.moveTask, { body: { taskId, groupId, beforeTaskId, concurrencyStamp } });
  }
  const { groupId, beforeGroupId } = move;
  return api(taskEndpoints.moveGroup, { body: { groupId, beforeGroupId, concurrencyStamp } });
}

/**
 * Moves cards and columns of a board optimistically: the new order shows at once, the server's new order stamp
 * replaces the old one, and any refusal (a stale stamp, a lost right) reloads the board, so nothing shows twice
 * or goes missing.
 */
export function useMoveOnBoard(boardId: string) {
  const queryClient = useQueryClient();
  const key = boardKey(boardId);
  return useMutation({
    mutationFn: async (move: BoardMove) => {
      const board = queryClient.getQueryData<BoardDetail>(key);
      if (!board) throw new Error('The board is not loaded');
      return sendMove(move, board.concurrencyStamp);
    },
    onMutate: async (move) => {
      // A reload still on its way would put the old order back over the new one.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<BoardDetail>(key, (board) => board && { ...board, columns: move.columns });
    },
    onSuccess: ({ concurrencyStamp }) =>
      queryClient.setQueryData<BoardDetail>(key, (board) => board && { ...board, concurrencyStamp }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
