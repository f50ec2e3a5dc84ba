import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { seedTask, seedTaskBoard } from '../time/task-time.fixture.ts';
import { startTimelineWorld, type TimelineWorld } from '../timeline/timeline.fixture.ts';

// A project's tasks and the open-task counts of the projects and customers lists (tasks issue, items 4 and 5).

let w: TimelineWorld;
const task: Record<string, string> = {};

beforeAll(async () => {
  w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  const build = w.projectIds.Build ?? '';
  const eli = w.id('eli@acme.test');
  const emma = w.id('emma@acme.test');
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const board = await seedTaskBoard({ tx, tenantId });
    const emmas = await seedTaskBoard({ tx, tenantId, visibility: 'private', memberIds: [emma] });
    const gone = await seedTaskBoard({ tx, tenantId, status: 'deleted' });
    task.elis = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: eli,
      name: 'Wire',
      dueDate: '2026-04-02',
    });
    task.emmas = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: emma,
      name: 'Paint',
      dueDate: '2026-04-01',
      priority: 'urgent',
    });
    task.done = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: emma,
      name: 'Plan',
      done: true,
      dueDate: '2026-03-01',
    });
    task.private = await seedTask({ tx, tenantId, board: emmas, projectId: build, assigneeId: emma, name: 'Private' });
    await seedTask({ tx, tenantId, board: gone, projectId: build, assigneeId: emma, name: 'Gone' });
  });
  // An hour of Eli's on Wire and two of Emma's on Paint.
  for (const [member, taskId, offset] of [
    ['eli@acme.test', task.elis, '+03:00'],
    ['emma@acme.test', task.emmas, '-05:00'],
  ] as const) {
    const added = await w.addOffline('owner@acme.test', member, {
      startDateTime: `2026-03-10T09:00:00${offset}`,
      endDateTime: `2026-03-10T${member.startsWith('eli') ? '10' : '11'}:00:00${offset}`,
      taskId,
    });
    expect(added.statusCode).toBe(200);
  }
});
afterAll(() => w.close());

const projectTasks = async (as: string) =>
  (await w.call({ method: 'GET', url: `/api/v1/Project/GetProjectTask?ProjectId=${w.projectIds.Build}`, as })).json()
    .result as Array<{ name: string; trackedSeconds: number }>;

describe("a project's tasks", () => {
  it('answers the tasks the caller can see with status, assignee, due date, priority and tracked time', async () => {
    expect(await projectTasks('emma@acme.test')).toEqual([
      {
        id: task.done,
        name: 'Plan',
        status: 'Done',
        isDone: true,
        assignee: { id: w.id('emma@acme.test'), name: expect.any(String) },
        dueDate: '2026-03-01',
        priority: 'medium',
        trackedSeconds: 0,
      },
      expect.objectContaining({ id: task.emmas, name: 'Paint', priority: 'urgent', trackedSeconds: 7200 }),
      // An employee's data scope is themself: Eli's hour on Wire is not theirs to see.
      expect.objectContaining({ id: task.elis, name: 'Wire', trackedSeconds: 0 }),
      expect.objectContaining({ id: task.private, name: 'Private', status: 'To do', isDone: false }),
    ]);
  });

  it("sums tracked time over the caller's data scope only, and leaves out private workspaces they are not in", async () => {
    const byName = (rows: Array<{ name: string; trackedSeconds: number }>) =>
      rows.map((row) => [row.name, row.trackedSeconds]);
    expect(byName(await projectTasks('owner@acme.test'))).toEqual([
      ['Plan', 0],
      ['Paint', 7200],
      ['Wire', 3600],
    ]);
    // Mona manages Eli only.
    expect(byName(await projectTasks('mona@acme.test'))).toEqual([
      ['Plan', 0],
      ['Paint', 0],
      ['Wire', 3600],
    ]);
  });
});

describe('open-task counts', () => {
  it('count the open tasks of each project and of each customer, workspaces deleted or done statuses left out', async () => {
    const projects = await w.call({
      method: 'GET',
      url: '/api/v1/Project/GetProjectPagedList?Status=all',
      as: 'owner@acme.test',
    });
    const counts = Object.fromEntries(
      (projects.json().result.items as Array<{ name: string; taskCount: number }>).map((item) => [
        item.name,
        item.taskCount,
      ]),
    );
    expect(counts).toEqual({ Build: 3, Old: 0, Other: 0 });
    const customers = await w.call({ method: 'GET', url: '/v1/Customer/GetCustomerPagedList', as: 'owner@acme.test' });
    expect(customers.json().result.items).toMatchObject([{ name: 'Customer', taskCount: 3 }]);
  });
});
