import { taskMessages } from '@worktrail/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTasksWorld, type TasksWorld } from './tasks.fixture.ts';

let w: TasksWorld;
let workspaceId: string;
beforeAll(async () => {
  w = await startTasksWorld();
  workspaceId = (await w.workspace('Moves', { members: { 'eli@acme.test': 'edit', 'emma@acme.test': 'view' } })).id;
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
type Column = { id: string; tasks: Array<{ id: string }> };
type Board = { id: string; columns: Column[]; concurrencyStamp: string };

/** A board as ids: each status's cards top to bottom, statuses left to right. */
const layout = (board: Board) =>
  board.columns.map((column) => ({ id: column.id, tasks: column.tasks.map((task) => task.id) }));

/** A fresh board of three statuses holding `count` tasks in its first one. */
async function boardWithTasks(count: number): Promise<{ board: Board; taskIds: string[] }> {
  const board = await w.board(workspaceId);
  const taskIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await w.createTask(w.taskFields(board.columns[0].id, { name: `Card ${index}` }));
    taskIds.push(response.json().result.id);
  }
  return { board: await w.getBoard(board.id), taskIds };
}

const moveTask = (payload: Record<string, unknown>, as = owner) =>
  w.call({ method: 'POST', url: '/api/v1/Board/MoveTask', as, payload });
const moveGroup = (payload: Record<string, unknown>, as = owner) =>
  w.call({ method: 'POST', url: '/api/v1/Board/MoveGroup', as, payload });

describe('moving cards', () => {
  it('moves a card within and across columns and answers the new order stamp', async () => {
    const { board, taskIds } = await boardWithTasks(3);
    const [a, b, c] = taskIds;
    const [todo, doing] = board.columns.map((column) => column.id);
    const first = await moveTask({
      taskId: c,
      groupId: todo,
      beforeTaskId: a,
      concurrencyStamp: board.concurrencyStamp,
    });
    expect(first.statusCode).toBe(200);
    const stamp = first.json().result.concurrencyStamp;
    expect(stamp).not.toBe(board.concurrencyStamp);
    const second = await moveTask({ taskId: a, groupId: doing, beforeTaskId: null, concurrencyStamp: stamp });
    expect(second.statusCode).toBe(200);
    const after = await w.getBoard(board.id);
    expect(layout(after).map((column) => column.tasks)).toEqual([[c, b], [a], []]);
    expect(after.concurrencyStamp).toBe(second.json().result.concurrencyStamp);
  });

  it('refuses a stale move with the conflict notice and changes nothing', async () => {
    const { board, taskIds } = await boardWithTasks(3);
    const [todo, doing] = board.columns.map((column) => column.id);
    await moveTask({
      taskId: taskIds[0],
      groupId: doing,
      beforeTaskId: null,
      concurrencyStamp: board.concurrencyStamp,
    });
    const before = await w.getBoard(board.id);
    const stale = await moveTask({
      taskId: taskIds[1],
      groupId: todo,
      beforeTaskId: null,
      concurrencyStamp: board.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONCURRENCY_ERROR', message: taskMessages.stale });
    expect(await w.getBoard(board.id)).toEqual(before);
  });

  it('lets exactly one of two moves made on the same view through', async () => {
    const { board, taskIds } = await boardWithTasks(4);
    const [, doing, done] = board.columns.map((column) => column.id);
    const stamp = board.concurrencyStamp;
    const answers = await Promise.all([
      moveTask({ taskId: taskIds[0], groupId: doing, beforeTaskId: null, concurrencyStamp: stamp }),
      moveTask({ taskId: taskIds[0], groupId: done, beforeTaskId: null, concurrencyStamp: stamp }, 'eli@acme.test'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const cards = layout(await w.getBoard(board.id)).flatMap((column) => column.tasks);
    expect(cards.sort()).toEqual([...taskIds].sort());
  });

  it('refuses a card put before a card of another column, a column of another board, and viewers', async () => {
    const { board, taskIds } = await boardWithTasks(2);
    const other = await w.board(workspaceId);
    const [todo, doing] = board.columns.map((column) => column.id);
    const stamp = board.concurrencyStamp;
    const wrongBefore = await moveTask({
      taskId: taskIds[0],
      groupId: doing,
      beforeTaskId: taskIds[1],
      concurrencyStamp: stamp,
    });
    expect(wrongBefore.statusCode).toBe(404);
    const wrongBoard = await moveTask({
      taskId: taskIds[0],
      groupId: other.columns[0].id,
      beforeTaskId: null,
      concurrencyStamp: stamp,
    });
    expect(wrongBoard.statusCode).toBe(404);
    expect(wrongBoard.json().message).toBe(taskMessages.groupNotFound);
    const viewer = await moveTask(
      { taskId: taskIds[0], groupId: todo, beforeTaskId: null, concurrencyStamp: stamp },
      'emma@acme.test',
    );
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe(taskMessages.mayNotMove);
    expect((await w.getBoard(board.id)).concurrencyStamp).toBe(stamp);
  });

  it('keeps every card exactly once, in the order asked, after any sequence of moves (stale ones included)', async () => {
    const step = fc.record({
      kind: fc.constantFrom('card', 'card', 'card', 'column', 'stale'),
      item: fc.nat(),
      target: fc.nat(),
      before: fc.option(fc.nat(), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { board } = await boardWithTasks(5);
        let view: Board = board;
        let model = layout(board);
        const oldStamp = board.concurrencyStamp;
        for (const { kind, item, target, before } of steps) {
          const cards = model.flatMap((column) => column.tasks);
          if (kind === 'column') {
            const group = model[item % model.length];
            const rest = model.filter((column) => column !== group);
            const beforeColumn = before === null ? null : rest[before % rest.length];
            const response = await moveGroup({
              groupId: group?.id,
              beforeGroupId: beforeColumn?.id ?? null,
              concurrencyStamp: view.concurrencyStamp,
            });
            expect(response.statusCode).toBe(200);
            const index = beforeColumn ? rest.indexOf(beforeColumn) : rest.length;
            model = [...rest.slice(0, index), group as (typeof model)[number], ...rest.slice(index)];
          } else {
            const taskId = cards[item % cards.length] ?? '';
            const destination = model[target % model.length] ?? { id: '', tasks: [] };
            const others = destination.tasks.filter((id) => id !== taskId);
            const beforeId = before === null || others.length === 0 ? null : (others[before % others.length] ?? null);
            const stamp = kind === 'stale' && oldStamp !== view.concurrencyStamp ? oldStamp : view.concurrencyStamp;
            const response = await moveTask({
              taskId,
              groupId: destination.id,
              beforeTaskId: beforeId,
              concurrencyStamp: stamp,
            });
            if (stamp !== view.concurrencyStamp) {
              expect(response.statusCode).toBe(409);
            } else {
              expect(response.statusCode).toBe(200);
              model = model.map((column) => ({ ...column, tasks: column.tasks.filter((id) => id !== taskId) }));
              const into = model.find((column) => column.id === destination.id) ?? { tasks: [] as string[] };
              into.tasks.splice(beforeId ? into.tasks.indexOf(beforeId) : into.tasks.length, 0, taskId);
            }
          }
          view = await w.getBoard(board.id);
          expect(layout(view)).toEqual(model);
          const seen = layout(view).flatMap((column) => column.tasks);
          expect(new Set(seen).size).toBe(5);
          expect(seen).toHaveLength(5);
        }
      }),
      { numRuns: 10, seed: 14 },
    );
  }, 120_000);
});

describe('moving columns', () => {
  it('reorders the statuses under the same stamp rule', async () => {
    const { board } = await boardWithTasks(0);
    const [todo, doing, done] = board.columns.map((column) => column.id);
    const moved = await moveGroup({ groupId: done, beforeGroupId: todo, concurrencyStamp: board.concurrencyStamp });
    expect(moved.statusCode).toBe(200);
    expect(layout(await w.getBoard(board.id)).map((column) => column.id)).toEqual([done, todo, doing]);
    const stale = await moveGroup({ groupId: todo, beforeGroupId: null, concurrencyStamp: board.concurrencyStamp });
    expect(stale.statusCode).toBe(409);
    expect(layout(await w.getBoard(board.id)).map((column) => column.id)).toEqual([done, todo, doing]);
  });
});
