import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { addProjectMembers } from '../projects/projects.repository.ts';
import { seedTask, seedTaskBoard } from '../time/task-time.fixture.ts';
import { startTimelineWorld, type TimelineWorld } from '../timeline/timeline.fixture.ts';

// The general report by task (tasks issue, item 7): one group per task from the task rollups, and a "none" group
// for the time on no task — each member-day-project's time minus its task rows.

let w: TimelineWorld;
const task: Record<string, string> = {};

beforeAll(async () => {
  w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  const emma = w.id('emma@acme.test');
  const eli = w.id('eli@acme.test');
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    await addProjectMembers({ tx, tenantId, projectId: w.projectIds.Other ?? '', memberIds: [emma, eli] });
    const board = await seedTaskBoard({ tx, tenantId });
    task.paint = await seedTask({
      tx,
      tenantId,
      board,
      projectId: w.projectIds.Build ?? '',
      assigneeId: emma,
      name: 'Paint',
    });
    task.wire = await seedTask({
      tx,
      tenantId,
      board,
      projectId: w.projectIds.Other ?? '',
      assigneeId: eli,
      name: 'Wire',
    });
  });
  const entries: Array<[string, string, string, string, string | null]> = [
    // Emma: 2 h on Paint and 1 h on Build without a task on 2 March; 30 min on Other without a task on 3 March.
    ['emma@acme.test', 'Build', '2026-03-02T09:00:00Z', '2026-03-02T11:00:00Z', task.paint ?? null],
    ['emma@acme.test', 'Build', '2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z', null],
    ['emma@acme.test', 'Other', '2026-03-03T12:00:00Z', '2026-03-03T12:30:00Z', null],
    // Eli: 1 h on Wire on 2 March.
    ['eli@acme.test', 'Other', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', task.wire ?? null],
  ];
  for (const [member, project, from, to, taskId] of entries) {
    const added = await w.addOffline('owner@acme.test', member, {
      projectId: w.projectIds[project],
      startDateTime: from,
      endDateTime: to,
      taskId,
    });
    expect(added.statusCode).toBe(200);
  }
});
afterAll(() => w.close());

const report = async (query: string) =>
  (
    await w.call({
      method: 'GET',
      url: `/api/v1/Reports/GeneralReport?FromDate=2026-03-01&ToDate=2026-03-31&${query}`,
      as: 'owner@acme.test',
    })
  ).json().result;

type Group = { key: string | null; label: string; figures: { workedSeconds: number }; memberDays: number };
const summary = (groups: Array<Group & { children?: Group[] }>) =>
  groups.map((group) => [
    group.label,
    group.figures.workedSeconds,
    group.memberDays,
    ...(group.children?.length ? [group.children.map((child) => [child.label, child.figures.workedSeconds])] : []),
  ]);

describe('the general report by task', () => {
  it('has a group per task and a "none" group for the time on no task, adding up to the total', async () => {
    const byTask = await report('GroupBy=task');
    expect(summary(byTask.groups)).toEqual([
      ['Paint', 7200, 1],
      ['Wire', 3600, 1],
      ['', 5400, 2],
    ]);
    expect(byTask.groups.find((group: Group) => group.label === 'Paint').key).toBe(task.paint);
    expect(byTask.totals.figures.workedSeconds).toBe(7200 + 5400 + 3600);
  });

  it('nests tasks in projects and members in tasks', async () => {
    const byProject = await report('GroupBy=project&ThenBy=task');
    expect(summary(byProject.groups)).toEqual([
      [
        'Build',
        10_800,
        1,
        [
          ['Paint', 7200],
          ['', 3600],
        ],
      ],
      [
        'Other',
        5400,
        2,
        [
          ['Wire', 3600],
          ['', 1800],
        ],
      ],
    ]);
    const byTaskThenMember = await report('GroupBy=task&ThenBy=member');
    expect(byTaskThenMember.groups.find((group: Group) => group.key === null).children).toHaveLength(1);
  });

  it('answers one task alone with its own totals, from the task rows', async () => {
    const paint = await report(`GroupBy=task&ThenBy=member&GroupKey=${task.paint}`);
    expect(summary(paint.groups)).toEqual([['Paint', 7200, 1, [[expect.any(String), 7200]]]]);
    expect(paint.totals.figures.workedSeconds).toBe(7200);
    const none = await report('GroupBy=task&GroupKey=none');
    expect(summary(none.groups)).toEqual([['', 5400, 2]]);
    expect(none.totals).toMatchObject({ figures: { workedSeconds: 5400 }, memberDays: 2 });
  });
});
