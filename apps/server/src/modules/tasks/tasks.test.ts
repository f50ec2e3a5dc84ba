import { taskMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { startTasksWorld, type TasksWorld } from './tasks.fixture.ts';

let w: TasksWorld;
let board: { id: string; columns: Array<{ id: string; name: string }> };
beforeAll(async () => {
  w = await startTasksWorld();
  const members = { 'eli@acme.test': 'edit', 'emma@acme.test': 'edit', 'mona@acme.test': 'edit' };
  const space = await w.workspace('Product', { members });
  board = await w.board(space.id);
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const todo = () => board.columns[0]?.id ?? '';
const getTask = (id: string, as = owner) => w.call({ method: 'GET', url: `/api/v1/Task/GetTask?id=${id}`, as });
const created = async (overrides: Record<string, unknown> = {}, as = owner) => {
  const response = await w.createTask(w.taskFields(todo(), overrides), as);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().result;
};

describe('who may add tasks', () => {
  it('refuses an employee while Add_Edit_Tasks is off for them, and lets them once it is on', async () => {
    const refused = await w.createTask(w.taskFields(todo()), 'eli@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(taskMessages.mayNotEditTasks);
    await w.memberSetting('eli@acme.test', 'Add_Edit_Tasks', true);
    const allowed = await w.createTask(w.taskFields(todo(), { name: 'By Eli' }), 'eli@acme.test');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().result).toMatchObject({ name: 'By Eli', group: { id: todo(), isDone: false } });
    // Emma has no such setting: still refused.
    expect((await w.createTask(w.taskFields(todo()), 'emma@acme.test')).statusCode).toBe(403);
  });

  it('lets a manager who edits the workspace add tasks whatever the setting says (Worktrail.Tasks.Manage)', async () => {
    expect((await w.createTask(w.taskFields(todo(), { name: 'By Mona' }), 'mona@acme.test')).statusCode).toBe(200);
  });
});

describe('the task form (§5)', () => {
  it('answers each missing field with its own message', async () => {
    const cases: Array<[string, string]> = [
      ['name', taskMessages.nameRequired],
      ['assigneeId', taskMessages.assigneeRequired],
      ['dueDate', taskMessages.dueDateRequired],
      ['projectId', taskMessages.projectRequired],
      ['groupId', taskMessages.statusRequired],
      ['priority', taskMessages.priorityRequired],
    ];
    for (const [field, message] of cases) {
      const payload = w.taskFields(todo());
      delete payload[field];
      const response = await w.createTask(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toEqual([expect.objectContaining({ field: `body.${field}`, message })]);
    }
    const blank = await w.createTask(w.taskFields(todo(), { name: '   ' }));
    expect(blank.json().errors).toEqual([expect.objectContaining({ message: taskMessages.nameRequired })]);
  });

  it('refuses hostile input: control characters, huge names and descriptions, dates out of range', async () => {
    for (const overrides of [
      { name: 'bad\u0000name' },
      { description: 'bell\u0007' },
      { name: 'x'.repeat(301) },
      { description: 'x'.repeat(10_001) },
      { dueDate: '99999-01-01' },
      { dueDate: '0001-01-01' },
      { priority: 'whenever' },
      { groupId: 'not-a-uuid' },
    ]) {
      const response = await w.createTask(w.taskFields(todo(), overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 60)).toBe(400);
    }
    const huge = await w.call({
      method: 'POST',
      url: '/api/v1/Task/CreateTask',
      as: owner,
      payload: w.taskFields(todo(), { description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('needs a project time can be recorded on, and an assignee who can see the workspace', async () => {
    const archived = await w.createTask(w.taskFields(todo(), { projectId: w.projectIds.Old }));
    expect(archived.statusCode).toBe(404);
    expect(archived.json().message).toBe(taskMessages.projectNotFound);
    const foreign = await w.createTask(w.taskFields(todo(), { projectId: w.projectIds.Hooli }));
    expect(foreign.statusCode).toBe(404);

    const secret = await w.workspace('Private desk', { visibility: 'private', members: { 'eli@acme.test': 'edit' } });
    const secretBoard = await w.board(secret.id);
    const finn = await w.createTask(
      w.taskFields(secretBoard.columns[0].id, { assigneeId: w.memberIds['finn@acme.test'] }),
    );
    expect(finn.statusCode).toBe(422);
    expect(finn.json().message).toBe(taskMessages.assigneeNotAllowed);
    const inactive = await w.createTask(w.taskFields(todo(), { assigneeId: w.memberIds['gone@acme.test'] }));
    expect(inactive.statusCode).toBe(422);
    const eli = await w.createTask(
      w.taskFields(secretBoard.columns[0].id, { assigneeId: w.memberIds['eli@acme.test'] }),
    );
    expect(eli.statusCode).toBe(200);
  });
});

describe('a full board', () => {
  it('takes its 2000th task and refuses the next one', async () => {
    const full = await w.board((await w.workspace('Full board')).id);
    const groupId = full.columns[0].id;
    const tenantId = w.tenantIds.acme;
    await inTenant({ db: w.t.db, tenantId }, (tx) =>
      tx.execute(sql`
        INSERT INTO tasks (tenant_id, id, board_id, group_id, position, project_id, assignee_id, name, due_date,
                           priority, concurrency_stamp)
        SELECT ${tenantId}, gen_random_uuid(), ${full.id}, ${groupId}, n, ${w.projectIds.Apollo},
               ${w.memberIds[owner]}, 'Bulk ' || n, '2025-04-01', 'low', gen_random_uuid()
          FROM generate_series(1, 1999) AS n`),
    );
    expect((await w.createTask(w.taskFields(groupId))).statusCode).toBe(200);
    const refused = await w.createTask(w.taskFields(groupId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(taskMessages.boardFull);
  });
});

describe('a task', () => {
  it('is added at the end of its status and shows as overdue when due before today in the caller’s zone', async () => {
    const first = await created({ name: 'Overdue one', dueDate: '2025-03-09' });
    const second = await created({ name: 'Due today', dueDate: '2025-03-10' });
    expect(first.overdue).toBe(true);
    expect(second.overdue).toBe(false);
    const column = (await w.getBoard(board.id)).columns[0].tasks.map((task: { id: string }) => task.id);
    expect(column.slice(-2)).toEqual([first.id, second.id]);
    // 09:00 UTC on the 10th is still the 9th in Honolulu: there, a task due on the 9th is not overdue yet.
    await inTenant({ db: w.t.db, tenantId: w.tenantIds.acme }, (tx) =>
      tx.execute(sql`UPDATE members SET time_zone = 'Pacific/Honolulu' WHERE id = ${w.memberIds[owner]}`),
    );
    expect((await getTask(first.id)).json().result.overdue).toBe(false);
    await inTenant({ db: w.t.db, tenantId: w.tenantIds.acme }, (tx) =>
      tx.execute(sql`UPDATE members SET time_zone = NULL WHERE id = ${w.memberIds[owner]}`),
    );
  });

  it('is marked done into the first done status, and refused with the §8 text on a board without one', async () => {
    const task = await created({ dueDate: '2025-01-01' });
    const done = await w.ok({ method: 'POST', url: `/api/v1/Task/MarkAsDone?id=${task.id}`, as: owner });
    expect(done).toMatchObject({ group: { name: 'Done', isDone: true }, overdue: false });

    const space = await w.workspace('No done here');
    const plain = await w.board(space.id, [{ name: 'Open' }, { name: 'Still open' }]);
    const stuck = (await w.createTask(w.taskFields(plain.columns[0].id))).json().result;
    const refused = await w.call({ method: 'POST', url: `/api/v1/Task/MarkAsDone?id=${stuck.id}`, as: owner });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("No 'Done' status found, contact the administrator.");
  });

  it('is changed under its stamp; a stale stamp changes nothing; a status of another board moves it there', async () => {
    const task = await created({ name: 'Editable' });
    const { id, concurrencyStamp } = task;
    const url = `/api/v1/Task/UpdateTask?id=${id}`;
    const changed = await w.ok({
      method: 'PUT',
      url,
      as: owner,
      payload: { ...w.taskFields(todo(), { name: 'Edited', priority: 'urgent' }), concurrencyStamp },
    });
    expect(changed).toMatchObject({ name: 'Edited', priority: 'urgent' });
    const stale = await w.call({
      method: 'PUT',
      url,
      as: owner,
      payload: { ...w.taskFields(todo(), { name: 'Lost' }), concurrencyStamp },
    });
    expect(stale.statusCode).toBe(409);
    expect((await getTask(id)).json().result.name).toBe('Edited');

    const elsewhere = await w.board((await w.workspace('Elsewhere')).id);
    // A change without a description (a list row) leaves the description as it is.
    const { description: _kept, ...withoutDescription } = w.taskFields(elsewhere.columns[1].id, { name: 'Edited' });
    const moved = await w.ok({
      method: 'PUT',
      url,
      as: owner,
      payload: { ...withoutDescription, concurrencyStamp: changed.concurrencyStamp },
    });
    expect(moved).toMatchObject({ boardId: elsewhere.id, group: { id: elsewhere.columns[1].id } });
    expect((await getTask(id)).json().result.description).toBe('Some *Markdown*');
    expect((await w.getBoard(elsewhere.id)).columns[1].tasks.map((card: { id: string }) => card.id)).toEqual([id]);
  });

  it('is deleted irreversibly; time tracked on it keeps its time, on its project, with no task', async () => {
    const task = await created({ name: 'To delete' });
    const entryId = await w.trackOnTask({
      taskId: task.id,
      from: '2025-03-07T09:00:00Z',
      to: '2025-03-07T11:00:00Z',
      rollup: true,
    });
    expect((await getTask(task.id)).json().result.trackedSeconds).toBe(7200);
    // An employee sees only their own time on it: none.
    const space = await w.ok({ method: 'GET', url: `/api/v1/Board/GetBoard?id=${board.id}`, as: 'eli@acme.test' });
    const asEli = space.columns.flatMap(
      (column: { tasks: Array<{ id: string; trackedSeconds: number }> }) => column.tasks,
    );
    expect(asEli.find((card: { id: string }) => card.id === task.id)?.trackedSeconds).toBe(0);

    const deleted = await w.call({ method: 'DELETE', url: `/api/v1/Task/DeleteTask?id=${task.id}`, as: owner });
    expect(deleted.json().result).toEqual({ id: task.id });
    expect((await getTask(task.id)).statusCode).toBe(404);
    const entry = await w.entry(entryId);
    expect(entry).toMatchObject({ taskId: null, projectId: w.projectIds.Apollo });
    expect((entry?.endedAt?.getTime() ?? 0) - (entry?.startedAt.getTime() ?? 0)).toBe(2 * 3600 * 1000);
  });

  it('is never shown to another organisation', async () => {
    const task = await created({ name: 'Ours' });
    const response = await getTask(task.id, 'owner@globex.test');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(taskMessages.notFound);
    const change = await w.call({
      method: 'DELETE',
      url: `/api/v1/Task/DeleteTask?id=${task.id}`,
      as: 'owner@globex.test',
    });
    expect(change.statusCode).toBe(404);
    expect((await getTask(task.id)).statusCode).toBe(200);
  });
});
