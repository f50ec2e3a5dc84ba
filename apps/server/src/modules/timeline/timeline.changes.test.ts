import { join } from 'node:path';
import { activityMessages, timelineMessages, trackingMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { createFsBlobStore } from '../files/fs-blob-store.ts';
import { screenshots } from '../screenshots/screenshots.table.ts';
import { activitySlots, apps, appUsage } from '../time/activity.table.ts';
import { recomputeMemberDays } from '../time/rollups.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { startTimelineWorld, type TimelineWorld } from './timeline.fixture.ts';

let w: TimelineWorld;
beforeAll(async () => {
  w = await startTimelineWorld();
});
afterAll(() => w.close());

const unknownId = '0190c0de-0000-7000-8000-000000000000';
const edit = (as: string, activityId: string, payload: Record<string, unknown>) =>
  w.call({ method: 'POST', url: `/api/v1/Timeline/EditActivity?ActivityId=${activityId}`, as, payload });
const bulkEdit = (as: string, ids: string[], payload: Record<string, unknown>) =>
  w.call({ method: 'POST', url: `/api/v1/Timeline/EditBulkActivity?ActivityIds=${ids.join(',')}`, as, payload });
const bulkDelete = (as: string, ids: string[]) =>
  w.call({ method: 'DELETE', url: `/api/v1/Timeline/DeleteBulkActivity?ActivityIds=${ids.join(',')}`, as });
const deleteOne = (as: string, id: string) =>
  w.call({ method: 'DELETE', url: `/api/v1/Timeline/DeleteActivity?ActivityId=${id}`, as });
const dayOf = async (as: string, member: string, date: string) =>
  (
    await w.call({
      method: 'GET',
      url: `/api/v1/Timeline/GetActivityMonthSummary?fromDate=${date}&toDate=${date}&userId=${w.id(member)}`,
      as,
    })
  ).json().result.days[0];

/** Adds offline time (as the owner unless said) and answers the new activity's id. */
async function offline(member: string, start: string, end: string, as = 'owner@acme.test') {
  const response = await w.addOffline(as, member, { startDateTime: start, endDateTime: end, note: 'Workshop' });
  expect(response.statusCode).toBe(200);
  return response.json().result.id as string;
}

/** A tracked (desktop) entry with one slot per 10 minutes and app usage, stored as ingest does. */
async function tracked(member: string, start: string, minutes: number) {
  const memberId = w.id(member);
  const tenantId = w.acme.tenantId;
  const id = uuidv7();
  const from = new Date(start);
  const to = new Date(from.getTime() + minutes * 60_000);
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    await tx.insert(timeEntries).values({
      tenantId,
      id,
      memberId,
      projectId: w.projectIds.Build ?? '',
      startedAt: from,
      endedAt: to,
      source: 'desktop',
    });
    const appId = uuidv7();
    await tx.insert(apps).values({ tenantId, id: appId, kind: 'app', name: `Editor ${id}` });
    for (let at = from.getTime(); at < to.getTime(); at += 600_000) {
      const startedAt = new Date(at);
      await tx
        .insert(activitySlots)
        .values({ tenantId, memberId, entryId: id, startedAt, seconds: 600, activeSeconds: 300, activityPercent: 50 });
      await tx.insert(appUsage).values({ tenantId, memberId, slotStartedAt: startedAt, appId, seconds: 600 });
    }
    await recomputeMemberDays({ tx, tenantId, memberId, ranges: [{ from, to }] });
  });
  return id;
}

const count = async (table: 'activity_slots' | 'app_usage' | 'screenshots', entryOrMember: string) =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
    const column = table === 'activity_slots' || table === 'screenshots' ? 'entry_id' : 'member_id';
    const result = await tx.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${entryOrMember}`,
    );
    return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  });

describe('adding offline time', () => {
  it('stores an offline activity for a member and counts it in their day', async () => {
    const response = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      startDateTime: '2026-02-02T06:00:00Z',
      endDateTime: '2026-02-02T08:30:00Z',
      note: 'Client visit',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      memberId: w.id('eli@acme.test'),
      project: { id: w.projectIds.Build, name: 'Build' },
      startDateTime: '2026-02-02T06:00:00.000Z',
      endDateTime: '2026-02-02T08:30:00.000Z',
      note: 'Client visit',
      source: 'offline',
      isOffline: true,
      edited: false,
    });
    expect(await dayOf('owner@acme.test', 'eli@acme.test', '2026-02-02')).toMatchObject({
      workedSeconds: 9000,
      offlineSeconds: 9000,
      trackedSeconds: 0,
      activityPercent: null,
    });
  });

  it('answers each §5 message word for word on its field', async () => {
    const refused = async (body: Record<string, unknown>) =>
      (await w.addOffline('owner@acme.test', 'eli@acme.test', body)).json();
    expect((await refused({ startDateTime: '', endDateTime: '2026-02-03T08:00:00Z' })).errors).toEqual([
      expect.objectContaining({ field: 'body.startDateTime', message: activityMessages.startTimeRequired }),
    ]);
    expect((await refused({ startDateTime: '2026-02-03T07:00:00Z' })).errors).toEqual([
      expect.objectContaining({ field: 'body.endDateTime', message: activityMessages.endTimeRequired }),
    ]);
    expect(
      (await refused({ startDateTime: '2026-02-03T07:00:00Z', endDateTime: '2026-02-03T08:00:00Z', projectId: null }))
        .errors,
    ).toEqual([expect.objectContaining({ field: 'body.projectId', message: activityMessages.projectRequired })]);
    expect(
      (await refused({ startDateTime: '2026-02-03T08:00:00Z', endDateTime: '2026-02-03T08:00:00Z' })).errors,
    ).toEqual([expect.objectContaining({ field: 'body.endDateTime', message: activityMessages.endAfterStart })]);
    expect(await dayOf('owner@acme.test', 'eli@acme.test', '2026-02-03')).toMatchObject({ workedSeconds: 0 });
  });

  it('refuses time that overlaps another activity of the member, the future, and more than 24 hours', async () => {
    await offline('eli@acme.test', '2026-02-04T06:00:00Z', '2026-02-04T08:00:00Z');
    const before = await w.rawCount('eli@acme.test');
    const overlap = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      startDateTime: '2026-02-04T07:59:00Z',
      endDateTime: '2026-02-04T09:00:00Z',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(trackingMessages.overlap);
    const future = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      startDateTime: new Date(w.clock.now().getTime() - 1_800_000).toISOString(),
      endDateTime: new Date(w.clock.now().getTime() + 1_800_000).toISOString(),
    });
    expect(future.json()).toMatchObject({ code: 'UNPROCESSABLE', message: trackingMessages.future });
    const long = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      startDateTime: '2026-02-05T00:00:00Z',
      endDateTime: '2026-02-06T00:00:01Z',
    });
    expect(long.json().message).toBe(trackingMessages.tooLong);
    // Touching is not overlapping.
    await offline('eli@acme.test', '2026-02-04T08:00:00Z', '2026-02-04T09:00:00Z');
    expect(await w.rawCount('eli@acme.test')).toBe(before + 1);
  });

  it('refuses inactive members, projects that are not active, and projects the member is not on', async () => {
    const body = { startDateTime: '2026-02-07T06:00:00Z', endDateTime: '2026-02-07T07:00:00Z' };
    expect((await w.addOffline('owner@acme.test', 'ivan@acme.test', body)).json().message).toBe(
      trackingMessages.memberNotActive,
    );
    expect(
      (await w.addOffline('owner@acme.test', 'eli@acme.test', { ...body, projectId: w.projectIds.Old })).json().message,
    ).toBe(trackingMessages.projectNotActive);
    expect(
      (await w.addOffline('owner@acme.test', 'eli@acme.test', { ...body, projectId: w.projectIds.Other })).json()
        .message,
    ).toBe(trackingMessages.notProjectMember);
    const foreignProject = await w.addOffline('owner@acme.test', 'eli@acme.test', {
      ...body,
      projectId: w.projectIds['Globex work'],
    });
    expect(foreignProject.statusCode).toBe(404);
    expect(
      (await w.addOffline('owner@acme.test', 'eli@acme.test', { ...body, taskId: unknownId })).json().message,
    ).toBe(timelineMessages.taskNotFound);
  });

  it('is refused where Allow_to_add_offline_Time is off for that member', async () => {
    await w.setMemberSetting('nora@acme.test', 'Allow_to_add_offline_Time', false);
    const refused = await w.addOffline('owner@acme.test', 'nora@acme.test', {
      startDateTime: '2026-02-07T06:00:00Z',
      endDateTime: '2026-02-07T07:00:00Z',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(timelineMessages.offlineNotAllowed);
    expect(await w.rawCount('nora@acme.test')).toBe(0);
  });

  it('lets a manager add time for members they manage and an employee for themself, no one outside their scope', async () => {
    const body = { startDateTime: '2026-02-09T06:00:00Z', endDateTime: '2026-02-09T07:00:00Z' };
    expect((await w.addOffline('mona@acme.test', 'eli@acme.test', body)).statusCode).toBe(200);
    expect((await w.addOffline('emma@acme.test', 'emma@acme.test', body)).statusCode).toBe(200);
    for (const [as, member] of [
      ['mona@acme.test', 'emma@acme.test'],
      ['eli@acme.test', 'emma@acme.test'],
      ['owner@globex.test', 'eli@acme.test'],
      ['owner@acme.test', unknownId],
    ] as const) {
      const refused = await w.addOffline(as, member, {
        ...body,
        startDateTime: '2026-02-09T08:00:00Z',
        endDateTime: '2026-02-09T09:00:00Z',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(timelineMessages.memberNotFound);
    }
    expect(await w.rawCount('emma@acme.test')).toBe(1);
    expect(
      (
        await w.call({
          method: 'POST',
          url: `/api/v1/Timeline/AddOfflineActivity?MemberId=${w.id('eli@acme.test')}`,
          as: '',
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('editing an activity', () => {
  it('moves offline time to another day, marks it edited and recomputes both days', async () => {
    const id = await offline('eli@acme.test', '2026-03-02T06:00:00Z', '2026-03-02T07:00:00Z');
    const response = await edit('owner@acme.test', id, {
      startDateTime: '2026-03-03T06:00:00Z',
      endDateTime: '2026-03-03T08:00:00Z',
      projectId: w.projectIds.Build,
      note: 'Moved',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      note: 'Moved',
      edited: true,
      editedAt: w.clock.now().toISOString(),
    });
    expect((await dayOf('owner@acme.test', 'eli@acme.test', '2026-03-02')).workedSeconds).toBe(0);
    expect((await dayOf('owner@acme.test', 'eli@acme.test', '2026-03-03')).workedSeconds).toBe(7200);
  });

  it('answers the §5 messages and refuses an overlap, changing nothing', async () => {
    const first = await offline('eli@acme.test', '2026-03-05T06:00:00Z', '2026-03-05T07:00:00Z');
    await offline('eli@acme.test', '2026-03-05T08:00:00Z', '2026-03-05T09:00:00Z');
    const missing = await edit('owner@acme.test', first, {
      endDateTime: '2026-03-05T07:00:00Z',
      projectId: w.projectIds.Build,
    });
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ field: 'body.startDateTime', message: activityMessages.startTimeRequired }),
    ]);
    const overlap = await edit('owner@acme.test', first, {
      startDateTime: '2026-03-05T06:00:00Z',
      endDateTime: '2026-03-05T08:30:00Z',
      projectId: w.projectIds.Build,
    });
    expect(overlap.json().message).toBe(trackingMessages.overlap);
    expect((await dayOf('owner@acme.test', 'eli@acme.test', '2026-03-05')).workedSeconds).toBe(7200);
  });

  it('shortens tracked time, removing the slots and app usage outside it, but never extends it', async () => {
    const id = await tracked('eli@acme.test', '2026-03-09T06:00:00Z', 60);
    expect(await count('activity_slots', id)).toBe(6);
    const extended = await edit('owner@acme.test', id, {
      startDateTime: '2026-03-09T05:50:00Z',
      endDateTime: '2026-03-09T07:00:00Z',
      projectId: w.projectIds.Build,
    });
    expect(extended.statusCode).toBe(422);
    expect(extended.json().message).toBe(timelineMessages.trackedCannotGrow);
    const shortened = await edit('owner@acme.test', id, {
      startDateTime: '2026-03-09T06:10:00Z',
      endDateTime: '2026-03-09T06:35:00Z',
      projectId: w.projectIds.Build,
      note: 'Only the middle',
    });
    expect(shortened.statusCode).toBe(200);
    // 06:10 and 06:20 stay whole; 06:30 is cut by the new end and goes.
    expect(await count('activity_slots', id)).toBe(2);
    expect(await dayOf('owner@acme.test', 'eli@acme.test', '2026-03-09')).toMatchObject({
      workedSeconds: 25 * 60,
      trackedSeconds: 1200,
      activeSeconds: 600,
      activityPercent: 50,
    });
  });

  it('lets an employee change their own offline time only, and not while offline time is off for them', async () => {
    const own = await offline('emma@acme.test', '2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z', 'emma@acme.test');
    const body = {
      startDateTime: '2026-03-10T14:00:00Z',
      endDateTime: '2026-03-10T15:30:00Z',
      projectId: w.projectIds.Build,
    };
    expect((await edit('emma@acme.test', own, body)).statusCode).toBe(200);
    const trackedOwn = await tracked('emma@acme.test', '2026-03-11T14:00:00Z', 20);
    const refused = await edit('emma@acme.test', trackedOwn, {
      ...body,
      startDateTime: '2026-03-11T14:00:00Z',
      endDateTime: '2026-03-11T14:10:00Z',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(timelineMessages.changeNotAllowed);
    expect((await deleteOne('emma@acme.test', trackedOwn)).statusCode).toBe(403);
    await w.setMemberSetting('emma@acme.test', 'Allow_to_add_offline_Time', false);
    expect((await edit('emma@acme.test', own, body)).json().message).toBe(timelineMessages.changeNotAllowed);
    await w.setMemberSetting('emma@acme.test', 'Allow_to_add_offline_Time', true);
  });

  it('answers 404 for an activity outside the data scope or of another organisation, changing nothing', async () => {
    const emmas = await offline('emma@acme.test', '2026-03-12T14:00:00Z', '2026-03-12T15:00:00Z');
    const body = {
      startDateTime: '2026-03-12T13:00:00Z',
      endDateTime: '2026-03-12T15:00:00Z',
      projectId: w.projectIds.Build,
    };
    for (const as of ['mona@acme.test', 'eli@acme.test', 'owner@globex.test']) {
      const refused = await edit(as, emmas, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(timelineMessages.activityNotFound);
      expect((await deleteOne(as, emmas)).statusCode).toBe(404);
    }
    expect((await edit('owner@acme.test', unknownId, body)).statusCode).toBe(404);
    expect((await dayOf('owner@acme.test', 'emma@acme.test', '2026-03-12')).workedSeconds).toBe(3600);
  });
});

describe('bulk edits and deletes', () => {
  it('sets the project and note of several activities and recomputes their projects', async () => {
    const a = await offline('eli@acme.test', '2026-04-01T06:00:00Z', '2026-04-01T07:00:00Z');
    const b = await offline('emma@acme.test', '2026-04-01T14:00:00Z', '2026-04-01T15:00:00Z');
    await w.call({
      method: 'PUT',
      url: `/api/v1/Member/UpdateMemberProjects?MemberId=${w.id('eli@acme.test')}`,
      as: 'owner@acme.test',
      payload: { projectIds: [w.projectIds.Build, w.projectIds.Other] },
    });
    const refused = await bulkEdit('owner@acme.test', [a, b], { projectId: w.projectIds.Other, note: 'Bulk' });
    expect(refused.json()).toMatchObject({
      message: trackingMessages.notProjectMember,
      errors: [{ field: `ActivityIds.${b}`, message: trackingMessages.notProjectMember }],
    });
    const changed = await bulkEdit('owner@acme.test', [a, b], { note: 'Bulk' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().result.map((item: { note: string; edited: boolean }) => [item.note, item.edited])).toEqual([
      ['Bulk', true],
      ['Bulk', true],
    ]);
    expect((await bulkEdit('owner@acme.test', [a], { projectId: w.projectIds.Other })).statusCode).toBe(200);
    const detail = await w.call({
      method: 'GET',
      url: `/api/v1/Timeline/GetActivityMonthDetailed?date=2026-04-01&userId=${w.id('eli@acme.test')}`,
      as: 'owner@acme.test',
    });
    expect(detail.json().result.projects.map((row: { project: { name: string } }) => row.project.name)).toEqual([
      'Other',
    ]);
    expect((await bulkEdit('owner@acme.test', [a], {})).json().errors).toEqual([
      expect.objectContaining({ field: 'body', message: timelineMessages.nothingToChange }),
    ]);
  });

  it('is all or nothing: one activity outside the scope changes and deletes none, and is named', async () => {
    const elis = await offline('eli@acme.test', '2026-04-02T06:00:00Z', '2026-04-02T07:00:00Z');
    const emmas = await offline('emma@acme.test', '2026-04-02T14:00:00Z', '2026-04-02T15:00:00Z');
    const edited = await bulkEdit('mona@acme.test', [elis, emmas], { note: 'Sneaky' });
    expect(edited.statusCode).toBe(404);
    expect(edited.json().errors).toEqual([
      expect.objectContaining({ field: `ActivityIds.${emmas}`, message: timelineMessages.activityNotFound }),
    ]);
    const deleted = await bulkDelete('mona@acme.test', [elis, emmas]);
    expect(deleted.statusCode).toBe(404);
    expect((await dayOf('owner@acme.test', 'eli@acme.test', '2026-04-02')).workedSeconds).toBe(3600);
    expect((await dayOf('owner@acme.test', 'emma@acme.test', '2026-04-02')).workedSeconds).toBe(3600);
    const detail = await w.call({
      method: 'GET',
      url: `/api/v1/Timeline/GetActivityMonthDetailed?date=2026-04-02&userId=${w.id('eli@acme.test')}`,
      as: 'owner@acme.test',
    });
    expect(detail.json().result.entries[0].note).toBe('Workshop');
    expect((await bulkDelete('owner@acme.test', [elis, emmas])).json().result).toEqual({ deletedIds: [elis, emmas] });
    expect((await dayOf('owner@acme.test', 'eli@acme.test', '2026-04-02')).workedSeconds).toBe(0);
    expect((await bulkDelete('owner@acme.test', ['not-a-uuid'])).statusCode).toBe(400);
  });

  it('deletes an activity with its slots, app usage, screenshots and their blobs', async () => {
    const id = await tracked('eli@acme.test', '2026-04-03T06:00:00Z', 30);
    const objectKey = `tenants/${w.acme.tenantId}/screenshots/${id}.webp`;
    const thumbnailKey = `tenants/${w.acme.tenantId}/screenshots/${id}-thumb.webp`;
    const blobs = createFsBlobStore({ root: join(w.t.dataDir, 'files') });
    await blobs.put({ key: objectKey, data: Buffer.from('image'), contentType: 'image/webp' });
    await blobs.put({ key: thumbnailKey, data: Buffer.from('thumb'), contentType: 'image/webp' });
    await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx.insert(screenshots).values({
        tenantId: w.acme.tenantId,
        id: uuidv7(),
        memberId: w.id('eli@acme.test'),
        entryId: id,
        takenAt: new Date('2026-04-03T06:05:00Z'),
        objectKey,
        thumbnailKey,
      }),
    );
    expect((await dayOf('owner@acme.test', 'eli@acme.test', '2026-04-03')).trackedSeconds).toBe(1800);
    const response = await deleteOne('mona@acme.test', id);
    expect(response.statusCode).toBe(200);
    expect(await count('activity_slots', id)).toBe(0);
    expect(await count('screenshots', id)).toBe(0);
    expect(await blobs.exists(objectKey)).toBe(false);
    expect(await blobs.exists(thumbnailKey)).toBe(false);
    expect(await dayOf('owner@acme.test', 'eli@acme.test', '2026-04-03')).toMatchObject({
      workedSeconds: 0,
      trackedSeconds: 0,
    });
  });
});
