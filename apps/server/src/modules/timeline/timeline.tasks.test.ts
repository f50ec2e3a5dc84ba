import { timelineMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { addProjectMembers } from '../projects/projects.repository.ts';
import { seedTask, seedTaskBoard } from '../time/task-time.fixture.ts';
import { startTimelineWorld, type TimelineWorld } from './timeline.fixture.ts';

// Time per task on the timeline (tasks issue, items 2, 3 and 6): offline time and edits take a task of the
// entry's project that its member can see, the day detail names it and totals it, the pickers list a member's
// open tasks, and the employee dashboard breaks its range down per task.

let w: TimelineWorld;
const task: Record<string, string> = {};

beforeAll(async () => {
  w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const board = await seedTaskBoard({ tx, tenantId, name: 'Delivery' });
    const secret = await seedTaskBoard({
      tx,
      tenantId,
      name: 'Secret',
      visibility: 'private',
      memberIds: [w.id('eli@acme.test')],
    });
    const gone = await seedTaskBoard({ tx, tenantId, name: 'Gone', status: 'deleted' });
    const build = w.projectIds.Build ?? '';
    const other = w.projectIds.Other ?? '';
    const emma = w.id('emma@acme.test');
    const eli = w.id('eli@acme.test');
    await addProjectMembers({ tx, tenantId, projectId: other, memberIds: [emma, eli] });
    task.design = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: emma,
      name: 'Design',
      dueDate: '2026-03-20',
    });
    task.api = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: emma,
      name: 'API',
      dueDate: '2026-03-20',
      priority: 'high',
    });
    task.early = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: emma,
      name: 'Zebra',
      dueDate: '2026-03-01',
    });
    task.done = await seedTask({
      tx,
      tenantId,
      board,
      projectId: build,
      assigneeId: emma,
      name: 'Shipped',
      done: true,
    });
    task.elis = await seedTask({ tx, tenantId, board, projectId: build, assigneeId: eli, name: 'Eli only' });
    task.otherProject = await seedTask({ tx, tenantId, board, projectId: other, assigneeId: emma, name: 'Elsewhere' });
    task.secret = await seedTask({ tx, tenantId, board: secret, projectId: build, assigneeId: emma, name: 'Secret' });
    task.gone = await seedTask({ tx, tenantId, board: gone, projectId: build, assigneeId: emma, name: 'Gone' });
  });
});
afterAll(() => w.close());

const dayDetail = async (as: string, member: string, date: string) =>
  (
    await w.call({
      method: 'GET',
      url: `/api/v1/Timeline/GetActivityMonthDetailed?date=${date}&userId=${w.id(member)}`,
      as,
    })
  ).json().result;

describe('offline time on a task', () => {
  it('shows the task on the entry and a per-task total in the day detail; time without a task is in the projects only', async () => {
    const withTask = await w.addOffline('owner@acme.test', 'emma@acme.test', {
      startDateTime: '2026-03-03T09:00:00-05:00',
      endDateTime: '2026-03-03T10:30:00-05:00',
      taskId: task.design,
    });
    expect(withTask.statusCode).toBe(200);
    expect(withTask.json().result).toMatchObject({ taskId: task.design });
    await w.addOffline('owner@acme.test', 'emma@acme.test', {
      startDateTime: '2026-03-03T11:00:00-05:00',
      endDateTime: '2026-03-03T12:00:00-05:00',
    });
    const detail = await dayDetail('owner@acme.test', 'emma@acme.test', '2026-03-03');
    expect(detail.entries.map((entry: { task: unknown }) => entry.task)).toEqual([
      { id: task.design, name: 'Design' },
      null,
    ]);
    expect(detail.tasks).toEqual([
      {
        task: { id: task.design, name: 'Design' },
        project: { id: w.projectIds.Build, name: 'Build', colorCode: expect.any(String) },
        workedSeconds: 5400,
        trackedSeconds: 0,
        activeSeconds: 0,
        offlineSeconds: 5400,
        activityPercent: null,
      },
    ]);
    expect(detail.projects).toMatchObject([{ project: { name: 'Build' }, workedSeconds: 9000 }]);
  });

  it('refuses a task of another project, of a workspace the member cannot see, deleted or unknown with 404', async () => {
    for (const taskId of [task.otherProject, task.secret, task.gone, '01900000-0000-7000-8000-000000000000']) {
      const refused = await w.addOffline('owner@acme.test', 'emma@acme.test', {
        startDateTime: '2026-03-04T09:00:00-05:00',
        endDateTime: '2026-03-04T10:00:00-05:00',
        taskId,
      });
      expect(refused.statusCode, taskId).toBe(404);
      expect(refused.json().message).toBe(timelineMessages.taskNotFound);
    }
    // The private workspace's task is Eli's to record on: he is its member.
    const elis = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      startDateTime: '2026-03-04T09:00:00+03:00',
      endDateTime: '2026-03-04T10:00:00+03:00',
      taskId: task.secret,
    });
    expect(elis.statusCode).toBe(200);
  });
});

describe('editing the task of activities', () => {
  it('sets and keeps a task, and a new project without a task clears it', async () => {
    const added = await w.addOffline('owner@acme.test', 'emma@acme.test', {
      startDateTime: '2026-03-05T09:00:00-05:00',
      endDateTime: '2026-03-05T10:00:00-05:00',
    });
    const id = added.json().result.id as string;
    const edit = (body: Record<string, unknown>) =>
      w.call({
        method: 'POST',
        url: `/api/v1/Timeline/EditActivity?ActivityId=${id}`,
        as: 'owner@acme.test',
        payload: { startDateTime: '2026-03-05T09:00:00-05:00', endDateTime: '2026-03-05T10:00:00-05:00', ...body },
      });
    expect((await edit({ projectId: w.projectIds.Build, taskId: task.api })).json().result.taskId).toBe(task.api);
    expect((await edit({ projectId: w.projectIds.Other, taskId: task.api })).statusCode).toBe(404);
    expect((await dayDetail('owner@acme.test', 'emma@acme.test', '2026-03-05')).tasks).toMatchObject([
      { task: { name: 'API' }, workedSeconds: 3600 },
    ]);
    const bulk = (body: Record<string, unknown>) =>
      w.call({
        method: 'POST',
        url: `/api/v1/Timeline/EditBulkActivity?ActivityIds=${id}`,
        as: 'owner@acme.test',
        payload: body,
      });
    expect((await bulk({ note: 'Still on the task' })).json().result[0].taskId).toBe(task.api);
    expect((await bulk({ taskId: task.otherProject })).statusCode).toBe(404);
    const moved = await bulk({ projectId: w.projectIds.Other });
    expect(moved.json().result[0]).toMatchObject({ project: { id: w.projectIds.Other }, taskId: null });
    expect((await dayDetail('owner@acme.test', 'emma@acme.test', '2026-03-05')).tasks).toEqual([]);
  });
});

describe("a member's tasks on a project", () => {
  const tasksOf = (as: string, query: string) =>
    w.call({ method: 'GET', url: `/api/v1/ProjectTask/GetUserTasksByProjectID?${query}`, as });

  it('lists only the open tasks of that member on that project that they can see, by due date then name', async () => {
    const listed = await tasksOf('emma@acme.test', `projectId=${w.projectIds.Build}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result).toEqual([
      { id: task.early, name: 'Zebra', dueDate: '2026-03-01', priority: 'medium', status: 'To do' },
      { id: task.api, name: 'API', dueDate: '2026-03-20', priority: 'high', status: 'To do' },
      { id: task.design, name: 'Design', dueDate: '2026-03-20', priority: 'medium', status: 'To do' },
    ]);
    const forEli = await tasksOf('mona@acme.test', `projectId=${w.projectIds.Build}&userId=${w.id('eli@acme.test')}`);
    expect(forEli.json().result.map((row: { name: string }) => row.name)).toEqual(['Eli only']);
  });

  it("answers 404 for a member outside the caller's data scope", async () => {
    const refused = await tasksOf('mona@acme.test', `projectId=${w.projectIds.Build}&userId=${w.id('emma@acme.test')}`);
    expect(refused.statusCode).toBe(404);
  });
});

describe('the employee dashboard', () => {
  it('breaks the range down per task like per project', async () => {
    const dashboard = await w.call({
      method: 'GET',
      url: `/api/v1/Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage?fromDate=2026-03-01&toDate=2026-03-31&userId=${w.id('emma@acme.test')}`,
      as: 'owner@acme.test',
    });
    const result = dashboard.json().result;
    // Design 1.5 h of the 3.5 h worked (the API hour moved to Other and lost its task).
    expect(result.totals.workedSeconds).toBe(3 * 3600 + 1800);
    expect(result.tasks).toEqual([
      {
        task: { id: task.design, name: 'Design' },
        project: { id: w.projectIds.Build, name: 'Build', colorCode: expect.any(String) },
        seconds: 5400,
        percent: 42.9,
      },
    ]);
  });
});
