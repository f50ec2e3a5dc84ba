import { type PermissionName, permissions, type RoleKey, timelineMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { findRoleIdByKey, setRolePermission } from '../roles/roles.repository.ts';
import { startTimelineWorld, type TimelineWorld } from './timeline.fixture.ts';

// What a role may do with time is the organisation's data: taking a grant away (or giving one) changes the answers
// at once, with no role name anywhere in the rules.

let w: TimelineWorld;
beforeAll(async () => {
  w = await startTimelineWorld();
});
afterAll(() => w.close());

/** Takes a permission from one of Acme's roles for the length of `work`, then gives it back. */
async function without(role: RoleKey, permission: PermissionName, work: () => Promise<void>) {
  const tenantId = w.acme.tenantId;
  const roleIdOf = () => inTenant({ db: w.t.db, tenantId }, (tx) => findRoleIdByKey({ tx, tenantId, key: role }));
  const roleId = await roleIdOf();
  const set = (granted: boolean) =>
    inTenant({ db: w.t.db, tenantId }, (tx) => setRolePermission({ tx, tenantId, roleId, permission, granted }));
  await set(false);
  try {
    await work();
  } finally {
    await set(true);
  }
}

/** Offline time of Eli (whom Mona manages), added by the owner; answers its id. */
async function elisOfflineTime(start: string, end: string) {
  const added = await w.addOffline('owner@acme.test', 'eli@acme.test', { startDateTime: start, endDateTime: end });
  expect(added.statusCode).toBe(200);
  return added.json().result.id as string;
}

const edit = (as: string, activityId: string, note: string) =>
  w.call({
    method: 'POST',
    url: `/api/v1/Timeline/EditActivity?ActivityId=${activityId}`,
    as,
    payload: {
      startDateTime: '2025-02-03T09:00:00Z',
      endDateTime: '2025-02-03T10:00:00Z',
      projectId: w.projectIds.Build,
      note,
    },
  });

const activityUsers = async (as: string) =>
  (
    (await w.call({ method: 'GET', url: '/api/v1/Timeline/GetActivityUsers', as })).json().result as Array<{
      userId: string;
    }>
  ).map((user) => user.userId);

describe('permissions an organisation takes from its roles', () => {
  it('refuses a manager the edit route (403) once the organisation took Worktrail.Timeline.Update from managers', async () => {
    const id = await elisOfflineTime('2025-02-03T09:00:00Z', '2025-02-03T10:00:00Z');
    await without('manager', permissions.timeline.update, async () => {
      const refused = await edit('mona@acme.test', id, 'Not allowed');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await edit('owner@acme.test', id, 'The owner still may')).statusCode).toBe(200);
    });
    expect((await edit('mona@acme.test', id, 'Given back')).statusCode).toBe(200);
  });

  it('leaves a manager without Worktrail.Timeline.Manage only their own offline time, like an employee', async () => {
    const id = await elisOfflineTime('2025-02-04T09:00:00Z', '2025-02-04T10:00:00Z');
    const move = (as: string) =>
      w.call({
        method: 'POST',
        url: `/api/v1/Timeline/EditActivity?ActivityId=${id}`,
        as,
        payload: {
          startDateTime: '2025-02-04T09:00:00Z',
          endDateTime: '2025-02-04T09:30:00Z',
          projectId: w.projectIds.Build,
          note: 'Shorter',
        },
      });
    await without('manager', permissions.timeline.manage, async () => {
      const refused = await move('mona@acme.test');
      expect([refused.statusCode, refused.json().message]).toEqual([403, timelineMessages.changeNotAllowed]);
    });
    expect((await move('mona@acme.test')).statusCode).toBe(200);
  });

  it('narrows a manager to themself without Worktrail.DataScope.Team, and refuses the rest as not found', async () => {
    expect(await activityUsers('mona@acme.test')).toEqual(
      expect.arrayContaining([w.id('mona@acme.test'), w.id('eli@acme.test')]),
    );
    await without('manager', permissions.dataScope.team, async () => {
      expect(await activityUsers('mona@acme.test')).toEqual([w.id('mona@acme.test')]);
      const summary = await w.call({
        method: 'GET',
        url: `/api/v1/Timeline/GetActivityMonthSummary?month=2025-02&userId=${w.id('eli@acme.test')}`,
        as: 'mona@acme.test',
      });
      expect(summary.statusCode).toBe(404);
    });
  });

  it('refuses an employee the timeline (403) once the organisation took Worktrail.Timeline from employees', async () => {
    const summary = () =>
      w.call({ method: 'GET', url: '/api/v1/Timeline/GetActivityMonthSummary?month=2025-02', as: 'emma@acme.test' });
    expect((await summary()).statusCode).toBe(200);
    await without('employee', permissions.timeline.read, async () => {
      expect((await summary()).statusCode).toBe(403);
    });
  });
});
