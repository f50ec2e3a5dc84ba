import type { BoardOptions } from '@worktrail/contract';
import { useState } from 'react';

type BoardOption = BoardOptions[number];

const storageKey = (projectId: string) => `worktrail.quickTasks.board.${projectId}`;

function rememberedBoard(projectId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(projectId));
  } catch {
    return null;
  }
}

function rememberBoard(projectId: string, boardId: string): void {
  try {
    window.localStorage.setItem(storageKey(projectId), boardId);
  } catch {
    // Storage may be full or blocked; the choice then lasts for this visit only.
  }
}

/** The status a new task starts in: the board's first open one (its first one when all are done). */
export const firstOpenGroup = (board: BoardOption) => board.groups.find((group) => !group.isDone) ?? board.groups[0];

/**
 * The board Quick Tasks adds to, remembered per project in this browser: the one chosen last for the project while
 * the caller may still add to it, else the first board offered; null when there is none.
 */
export function useBoardChoice(projectId: string | null, options: BoardOptions | undefined) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const wanted = projectId ? (chosen[projectId] ?? rememberedBoard(projectId)) : null;
  const board = options?.find((option) => option.id === wanted) ?? options?.[0] ?? null;
  const choose = (boardId: string) => {
    if (!projectId) return;
    rememberBoard(projectId, boardId);
    setChosen((current) => ({ ...current, [projectId]: boardId }));
  };
  return { board, choose };
}
