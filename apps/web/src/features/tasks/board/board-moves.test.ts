import { describe, expect, it } from 'vitest';
import { fixtureId, launchBoard } from '../testing/task-fixtures.ts';
import { cardPlacement, columnPlacement, moveCard, moveColumn, sameOrder } from './board-moves.ts';

const [todo, doing, done] = [fixtureId('c', 1), fixtureId('c', 2), fixtureId('c', 3)];
const [task1, task2, task3] = [fixtureId('d', 1), fixtureId('d', 2), fixtureId('d', 3)];
const ids = (columns: ReturnType<typeof moveCard>) => columns.map((column) => column.tasks.map((task) => task.id));

describe('board moves', () => {
  const { columns } = launchBoard();

  it('moves a card into another column at the place asked, taking that column as its status', () => {
    const moved = moveCard(columns, { taskId: task1, groupId: doing, index: 1 });
    expect(ids(moved)).toEqual([[task2], [task3, task1], []]);
    expect(moved[1]?.tasks[1]?.group).toEqual({ id: doing, name: 'In progress', isDone: false });
    expect(cardPlacement(moved, task1)).toEqual({ groupId: doing, beforeTaskId: null });
    expect(cardPlacement(moved, task3)).toEqual({ groupId: doing, beforeTaskId: task1 });
  });

  it('moves a card within its column and into an empty one, never copying or losing a card', () => {
    expect(ids(moveCard(columns, { taskId: task2, groupId: todo, index: 0 }))).toEqual([[task2, task1], [task3], []]);
    const intoDone = moveCard(columns, { taskId: task3, groupId: done, index: 5 });
    expect(ids(intoDone)).toEqual([[task1, task2], [], [task3]]);
    expect(ids(intoDone).flat()).toHaveLength(3);
  });

  it('leaves the board as it is for an unknown card or column', () => {
    expect(sameOrder(moveCard(columns, { taskId: fixtureId('d', 9), groupId: doing, index: 0 }), columns)).toBe(true);
    expect(sameOrder(moveCard(columns, { taskId: task1, groupId: fixtureId('c', 9), index: 0 }), columns)).toBe(true);
  });

  it('moves a column and names the column it now stands before', () => {
    const moved = moveColumn(columns, { groupId: todo, index: 2 });
    expect(moved.map((column) => column.id)).toEqual([doing, done, todo]);
    expect(moved.map((column) => column.position)).toEqual([0, 1, 2]);
    expect(columnPlacement(moved, todo)).toEqual({ beforeGroupId: null });
    expect(columnPlacement(moved, doing)).toEqual({ beforeGroupId: done });
  });
});
