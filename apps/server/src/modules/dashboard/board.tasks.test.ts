import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { seedTask, seedTaskBoard } from '../time/task-time.fixture.ts';
import { startTimelineWorld, type TimelineWorld } from '../timeline/timeline.fixture.ts';

// The members board's task figures (tasks issue, item 5): each member's open tasks, and the task of their running
// or last entry.

let w: TimelineWorld;

beforeAll(async () => {
  w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  const build = w.projectIds.Build ?? '';
  const emma = w.id('emma@acme.test');
  const eli = w.id('eli@acme.test');
  let paint = '';
  let wire = '';
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    const board = await seedTaskBoard({ tx, tenantId });
    const gone = await seedTaskBoard({ tx, tenantId, status: 'deleted' });
    paint = await seedTask({ tx, tenantId, board, projectId: build, assigneeId: emma, name: 'Paint' });
    await seedTask({ tx, tenantId, board, projectId: build, assigneeId: emma, name: 'Sand' });
    await seedTask({ tx, tenantId, board, projectId: build, assigneeId: emma, name: 'Plan', done: true });
    await seedTask({ tx, tenantId, board: gone, projectId: build, assigneeId: emma, name: 'Gone' });
    wire = await seedTask({ tx, tenantId, board, projectId: build, assigneeId: eli, name: 'Wire' });
  });
  const offline = async (member: string, from: string, to: string, taskId: string | null) =>
    expect(
      (await w.addOffline('owner@acme.test', member, { startDateTime: from, endDateTime: to, taskId })).statusCode,
    ).toBe(200);
  await offline('emma@acme.test', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', null);
  await offline('emma@acme.test', '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z', paint);
  // Eli's last entry has no task: his board row names none, though an earlier one had Wire.
  await offline('eli@acme.test', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', wire);
  await offline('eli@acme.test', '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z', null);
});
afterAll(() => w.close());

describe('the members board', () => {
  it("counts each member's open tasks and names the task of their last entry", async () => {
    const board = await w.call({
      method: 'GET',
      url: '/api/v1/Dashboard/GetMembersBoardWorkDataTillDay',
      as: 'owner@acme.test',
    });
    const rows = board.json().result.members as Array<{
      email: string;
      totalOpenedTasksCount: number;
      lastWorkedOnTaskName: string | null;
    }>;
    const byEmail = Object.fromEntries(
      rows.map((row) => [row.email, [row.totalOpenedTasksCount, row.lastWorkedOnTaskName]]),
    );
    expect(byEmail).toMatchObject({
      'emma@acme.test': [2, 'Paint'],
      'eli@acme.test': [1, null],
      'nora@acme.test': [0, null],
    });
  });
});
