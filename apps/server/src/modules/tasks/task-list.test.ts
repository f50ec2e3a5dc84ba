import { taskMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTasksWorld, type TasksWorld } from './tasks.fixture.ts';

let w: TasksWorld;
const ids: Record<string, string> = {};
let boardId = '';
let workspaceId = '';
beforeAll(async () => {
  w = await startTasksWorld();
  const space = await w.workspace('Listing', { members: { 'eli@acme.test': 'edit' } });
  workspaceId = space.id;
  const board = await w.board(space.id);
  boardId = board.id;
  const [todo, , done] = board.columns.map((column: { id: string }) => column.id);
  const add = async (name: string, groupId: string, overrides: Record<string, unknown>) => {
    ids[name] = (await w.createTask(w.taskFields(groupId, { name, ...overrides }))).json().result.id;
  };
  await add('Alpha', todo, { priority: 'low', dueDate: '2025-03-01' });
  await add('Bravo', todo, { priority: 'urgent', dueDate: '2025-03-05', assigneeId: w.memberIds['eli@acme.test'] });
  await add('Charlie', done, { priority: 'high', dueDate: '2025-03-03' });
  await add('Delta', todo, { priority: 'medium', dueDate: '2025-04-01' });
  const hidden = await w.workspace('Hidden list', { visibility: 'private', as: 'mona@acme.test' });
  const hiddenBoard = await w.board(hidden.id, undefined, 'mona@acme.test');
  await w.createTask(
    w.taskFields(hiddenBoard.columns[0].id, { name: 'Secret', assigneeId: w.memberIds['mona@acme.test'] }),
    'mona@acme.test',
  );
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const list = (query: string, as = owner) => w.ok({ method: 'GET', url: `/api/v1/Task/GetTaskPagedList?${query}`, as });
const names = async (query: string, as = owner) =>
  ((await list(query, as)).items as Array<{ name: string }>).map((item) => item.name);

describe('the task list', () => {
  it('sorts by priority with urgent first when descending, and by due date by default', async () => {
    expect(await names(`WorkspaceId=${workspaceId}&Sorting=priority%20desc`)).toEqual([
      'Bravo',
      'Charlie',
      'Delta',
      'Alpha',
    ]);
    expect(await names(`WorkspaceId=${workspaceId}&Sorting=priority%20asc`)).toEqual([
      'Alpha',
      'Delta',
      'Charlie',
      'Bravo',
    ]);
    expect(await names(`BoardId=${boardId}`)).toEqual(['Alpha', 'Charlie', 'Bravo', 'Delta']);
  });

  it('combines filters: state, mine, priorities, due range, search, projects', async () => {
    const scope = `WorkspaceId=${workspaceId}`;
    expect(await names(`${scope}&State=done`)).toEqual(['Charlie']);
    expect(await names(`${scope}&State=open&Priorities=low,urgent`)).toEqual(['Alpha', 'Bravo']);
    expect(await names(`${scope}&Mine=true`, 'eli@acme.test')).toEqual(['Bravo']);
    expect(await names(`${scope}&DueFrom=2025-03-02&DueTo=2025-03-31`)).toEqual(['Charlie', 'Bravo']);
    expect(await names(`${scope}&Search=ELT`)).toEqual(['Delta']);
    expect(await names(`${scope}&ProjectIds=${w.projectIds.Old}`)).toEqual([]);
    expect(
      await names(`${scope}&AssigneeIds=${w.memberIds['eli@acme.test']},${w.memberIds['finn@acme.test']}`),
    ).toEqual(['Bravo']);
    const backwards = await w.call({
      method: 'GET',
      url: '/api/v1/Task/GetTaskPagedList?DueFrom=2025-03-02&DueTo=2025-03-01',
      as: owner,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([expect.objectContaining({ message: taskMessages.dueRangeInvalid })]);
  });

  it('pages per §9, and marks overdue cards that are not done', async () => {
    const page = await list(`WorkspaceId=${workspaceId}&PageNo=2&PageSize=3`);
    expect(page.pagination).toEqual({ page: 2, per_Page: 3, total_Items: 4, total_Pages: 2 });
    expect(page.items.map((item: { name: string; overdue: boolean }) => [item.name, item.overdue])).toEqual([
      ['Delta', false],
    ]);
    const first = await list(`WorkspaceId=${workspaceId}&PageSize=3`);
    expect(first.items.map((item: { name: string; overdue: boolean }) => [item.name, item.overdue])).toEqual([
      ['Alpha', true],
      ['Charlie', false],
      ['Bravo', true],
    ]);
  });

  it('never lists tasks of private workspaces the caller is not in, "manage all" or not', async () => {
    expect(await names('Search=Secret', 'mona@acme.test')).toEqual(['Secret']);
    expect(await names('Search=Secret', 'eli@acme.test')).toEqual([]);
    expect(await names('Search=Secret', owner)).toEqual([]);
    expect((await list('', 'owner@globex.test')).items).toEqual([]);
  });
});

describe('board options', () => {
  it('lists the boards of active workspaces where the caller may add tasks, with statuses in order', async () => {
    const options = await w.ok({ method: 'GET', url: '/api/v1/Board/GetBoardOptions', as: owner });
    const mine = options.find((option: { id: string }) => option.id === boardId);
    expect(mine).toMatchObject({ workspaceId, workspaceName: 'Listing' });
    expect(mine.groups.map((group: { name: string; position: number }) => group.name)).toEqual([
      'To do',
      'Doing',
      'Done',
    ]);
    // Eli edits the workspace but Add_Edit_Tasks is off for him; Finn only sees it.
    expect(await w.ok({ method: 'GET', url: '/api/v1/Board/GetBoardOptions', as: 'eli@acme.test' })).toEqual([]);
    await w.memberSetting('eli@acme.test', 'Add_Edit_Tasks', true);
    const eli = await w.ok({ method: 'GET', url: '/api/v1/Board/GetBoardOptions', as: 'eli@acme.test' });
    expect(eli.map((option: { id: string }) => option.id)).toEqual([boardId]);
    expect(await w.ok({ method: 'GET', url: '/api/v1/Board/GetBoardOptions', as: 'finn@acme.test' })).toEqual([]);
  });
});

describe('statuses', () => {
  it('are added, renamed and deleted by managers allowed to; one with tasks, or the last, stays', async () => {
    const board = await w.board(workspaceId, [{ name: 'Only' }]);
    const only = board.columns[0].id;
    const added = await w.ok({
      method: 'POST',
      url: '/api/v1/Board/CreateGroup',
      as: owner,
      payload: { boardId: board.id, name: 'Shipped', isDone: true },
    });
    expect(added).toMatchObject({ name: 'Shipped', isDone: true, position: 1 });
    const renamed = await w.ok({
      method: 'PUT',
      url: `/api/v1/Board/UpdateGroup?id=${added.id}`,
      as: owner,
      payload: { name: 'Released', isDone: true },
    });
    expect(renamed).toMatchObject({ name: 'Released', position: 1 });
    await w.createTask(w.taskFields(only));
    const inUse = await w.call({ method: 'DELETE', url: `/api/v1/Board/DeleteGroup?id=${only}`, as: owner });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE', message: taskMessages.groupInUse });
    expect(
      (await w.call({ method: 'DELETE', url: `/api/v1/Board/DeleteGroup?id=${added.id}`, as: owner })).statusCode,
    ).toBe(200);
    const single = (await w.board(workspaceId, [{ name: 'Alone' }])).columns[0].id;
    const last = await w.call({ method: 'DELETE', url: `/api/v1/Board/DeleteGroup?id=${single}`, as: owner });
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe(taskMessages.lastGroup);
    const byEditor = await w.call({
      method: 'POST',
      url: '/api/v1/Board/CreateGroup',
      as: 'eli@acme.test',
      payload: { boardId: board.id, name: 'Mine' },
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().message).toBe(taskMessages.mayNotEditStatuses);
  });

  it('are at most 30 on a board, and a board needs one', async () => {
    const tooMany = await w.call({
      method: 'POST',
      url: '/api/v1/Board/CreateBoard',
      as: owner,
      payload: { workspaceId, name: 'Wide', groups: Array.from({ length: 31 }, (_, index) => ({ name: `S${index}` })) },
    });
    expect(tooMany.json().errors).toEqual([expect.objectContaining({ message: taskMessages.tooManyGroups })]);
    const none = await w.call({
      method: 'POST',
      url: '/api/v1/Board/CreateBoard',
      as: owner,
      payload: { workspaceId, name: 'Empty', groups: [] },
    });
    expect(none.json().errors).toEqual([expect.objectContaining({ message: taskMessages.groupsRequired })]);
    const full = await w.board(
      workspaceId,
      Array.from({ length: 30 }, (_, index) => ({ name: `S${index}` })),
    );
    const extra = await w.call({
      method: 'POST',
      url: '/api/v1/Board/CreateGroup',
      as: owner,
      payload: { boardId: full.id, name: 'One more' },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().message).toBe(taskMessages.tooManyGroups);
  });
});
