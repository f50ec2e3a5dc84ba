import { timelineMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { addProjectMembers } from '../projects/projects.repository.ts';
import { startTimelineWorld, type TimelineWorld } from '../timeline/timeline.fixture.ts';
import { seedTask, seedTaskBoard } from './task-time.fixture.ts';

// The one task rule of recorded time (tasks issue, item 2) through the web timer and the tracker agent: a task of
// the entry's project, in a workspace the member can see; anything else is 404 "The task was not found.".

let w: TimelineWorld;
const task: Record<string, string> = {};

beforeAll(async () => {
  w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const emma = w.id('emma@acme.test');
    const eli = w.id('eli@acme.test');
    await addProjectMembers({ tx, tenantId, projectId: w.projectIds.Other ?? '', memberIds: [emma, eli] });
    const board = await seedTaskBoard({ tx, tenantId });
    const emmas = await seedTaskBoard({ tx, tenantId, visibility: 'private', memberIds: [emma] });
    task.build = await seedTask({ tx, tenantId, board, projectId: w.projectIds.Build ?? '', assigneeId: emma });
    task.other = await seedTask({ tx, tenantId, board, projectId: w.projectIds.Other ?? '', assigneeId: emma });
    task.private = await seedTask({
      tx,
      tenantId,
      board: emmas,
      projectId: w.projectIds.Build ?? '',
      assigneeId: emma,
      name: 'Emma private checklist',
    });
  });
});
afterAll(() => w.close());

const post = (as: string, url: string, payload: Record<string, unknown>) =>
  w.call({ method: 'POST', url: `/api/v1/${url}`, as, payload });

const expectTaskNotFound = (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe(timelineMessages.taskNotFound);
};

describe('the web timer', () => {
  it('refuses to start on a task of another project, or of a workspace the member cannot see, and starts nothing', async () => {
    expectTaskNotFound(
      await post('emma@acme.test', 'Timer/Start', { projectId: w.projectIds.Build, taskId: task.other }),
    );
    expectTaskNotFound(
      await post('eli@acme.test', 'Timer/Start', { projectId: w.projectIds.Build, taskId: task.private }),
    );
    const current = await w.call({ method: 'GET', url: '/api/v1/Timer/Current', as: 'emma@acme.test' });
    expect(current.json().result.running).toBeNull();
  });

  it('starts on a task of the project and carries it, with its name, to the running entry', async () => {
    const started = await post('emma@acme.test', 'Timer/Start', {
      projectId: w.projectIds.Build,
      taskId: task.private,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().result.running).toMatchObject({
      projectId: w.projectIds.Build,
      taskId: task.private,
      taskName: 'Emma private checklist',
    });
    expect((await post('emma@acme.test', 'Timer/Stop', {})).statusCode).toBe(200);
  });
});

describe('the tracker agent', () => {
  it('refuses an entry on a task of another project, and records one on a task of its project', async () => {
    const entry = { projectId: w.projectIds.Build, startedAt: '2026-02-02T09:00:00Z' };
    expectTaskNotFound(
      await post('eli@acme.test', 'Tracker/StartEntry', { id: uuidv7(), ...entry, taskId: task.other }),
    );
    const id = uuidv7();
    const started = await post('eli@acme.test', 'Tracker/StartEntry', { id, ...entry, taskId: task.build });
    expect(started.json().result).toMatchObject({ id, taskId: task.build });
    expect((await post('eli@acme.test', 'Tracker/StopEntry', { id, endedAt: '2026-02-02T10:00:00Z' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a heartbeat naming a task the member cannot see or of another project', async () => {
    expectTaskNotFound(await post('eli@acme.test', 'Tracker/Heartbeat', { taskId: task.private }));
    expectTaskNotFound(
      await post('eli@acme.test', 'Tracker/Heartbeat', { projectId: w.projectIds.Build, taskId: task.other }),
    );
    const beat = await post('eli@acme.test', 'Tracker/Heartbeat', {
      projectId: w.projectIds.Other,
      taskId: task.other,
    });
    expect(beat.statusCode).toBe(200);
  });
});
