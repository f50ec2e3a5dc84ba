import type { BoardColumn } from '@worktrail/contract';

/**
 * A board as groups (columns, the statuses) of blocks (cards, the tasks): where a block or group is, where it may
 * go, and what the board looks like after. Pure functions of the columns, knowing nothing of drag and drop.
 */

/** Where a card is: its column's index and its own index in that column. */
export type CardPosition = { groupIndex: number; taskIndex: number };

/** The column and place of a card, or undefined when no column holds it. */
export function findCard(columns: readonly BoardColumn[], taskId: string): CardPosition | undefined {
  for (const [groupIndex, column] of columns.entries()) {
    const taskIndex = column.tasks.findIndex((task) => task.id === taskId);
    if (taskIndex >= 0) return { groupIndex, taskIndex };
  }
  return undefined;
}

/** The index of a column, or -1. */
export const findGroup = (columns: readonly BoardColumn[], groupId: string) =>
  columns.findIndex((column) => column.id === groupId);

/**
 * The columns with one card taken out and put into column `groupId` at `index` (clamped to the column's length;
 * counted without the card). Unchanged when the card or the column is unknown.
 */
export function moveCard(
  columns: readonly BoardColumn[],
  { taskId, groupId, index }: { taskId: string; groupId: string; index: number },
): BoardColumn[] {
  const from = findCard(columns, taskId);
  const toGroupIndex = findGroup(columns, groupId);
  const card = from && columns[from.groupIndex]?.tasks[from.taskIndex];
  if (!from || !card || toGroupIndex < 0) return [...columns];
  const without = columns.map((column, groupIndex) =>
    groupIndex === from.groupIndex ? { ...column, tasks: column.tasks.filter((task) => task.id !== taskId) } : column,
  );
  return without.map((column, groupIndex) => {
    if (groupIndex !== toGroupIndex) return column;
    const tasks = [...column.tasks];
    const at = Math.max(0, Math.min(index, tasks.length));
    tasks.splice(at, 0, { ...card, group: { id: column.id, name: column.name, isDone: column.isDone } });
    return { ...column, tasks };
  });
}

/** The columns with one column moved to `index` (counted without it). */
export function moveColumn(columns: readonly BoardColumn[], { groupId, index }: { groupId: string; index: number }) {
  const from = findGroup(columns, groupId);
  const column = columns[from];
  if (!column) return [...columns];
  const rest = columns.filter((item) => item.id !== groupId);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, column);
  return rest.map((item, position) => ({ ...item, position }));
}

/** Where a card stands, in MoveTask's terms: its column and the card just after it (null: last). */
export function cardPlacement(columns: readonly BoardColumn[], taskId: string) {
  const at = findCard(columns, taskId);
  const column = at && columns[at.groupIndex];
  if (!at || !column) return undefined;
  return { groupId: column.id, beforeTaskId: column.tasks[at.taskIndex + 1]?.id ?? null };
}

/** Where a column stands, in MoveGroup's terms: the column just after it (null: last). */
export function columnPlacement(columns: readonly BoardColumn[], groupId: string) {
  const index = findGroup(columns, groupId);
  if (index < 0) return undefined;
  return { beforeGroupId: columns[index + 1]?.id ?? null };
}

/** Whether two boards hold the same cards in the same columns in the same order, and the columns in one order. */
export function sameOrder(left: readonly BoardColumn[], right: readonly BoardColumn[]): boolean {
  const shape = (columns: readonly BoardColumn[]) =>
    columns.map((column) => `${column.id}:${column.tasks.map((task) => task.id).join(',')}`).join('|');
  return shape(left) === shape(right);
}
