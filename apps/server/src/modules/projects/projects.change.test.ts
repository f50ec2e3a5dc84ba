import { projectMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProjectsWorld, startProjectsWorld } from './projects.fixture.ts';

let w: ProjectsWorld;
beforeAll(async () => {
  w = await startProjectsWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const list = async (query = '', as = owner) =>
  (await w.call({ method: 'GET', url: `/api/v1/Project/GetProjectPagedList?${query}`, as })).json().result;
const counters = async () => {
  const { activeCount, pendingCount, archiveCount, statusCounts } = await list();
  return { activeCount, pendingCount, archiveCount, all: statusCounts.all, done: statusCounts.done };
};
const update = (id: string, payload: Record<string, unknown>, as = owner) =>
  w.call({ method: 'PUT', url: `/api/v1/Project/UpdateProject?id=${id}`, as, payload });
const archive = (id: string, concurrencyStamp: string, as = owner) =>
  w.call({ method: 'PUT', url: `/api/v1/Project/ArchiveProject?id=${id}`, as, payload: { concurrencyStamp } });
const duplicate = (id: string, name: string, as = owner) =>
  w.call({ method: 'POST', url: `/api/v1/Project/DuplicateProject?id=${id}`, as, payload: { name } });
const remove = (id: string, as = owner) =>
  w.call({ method: 'DELETE', url: `/api/v1/Project/DeleteProject?id=${id}`, as });
const base = (project: { name: string; concurrencyStamp: string }) => ({
  projectName: project.name,
  customerId: w.customerIds.Initech,
  concurrencyStamp: project.concurrencyStamp,
});

describe('creating a project', () => {
  it('creates it active with the default colour and hours, on top of the list, and the counters rise', async () => {
    const before = await counters();
    const created = await w.create({ ProjectName: 'Apollo', Description: 'Moon', StartDate: '2025-03-01' });
    expect(created).toMatchObject({
      name: 'Apollo',
      status: 'active',
      colorCode: '#98A2B3',
      maxWorkingHours: 0,
      customerName: 'Initech',
      description: 'Moon',
      startDate: '2025-03-01',
      endDate: null,
      members: [],
      teams: [],
      taskCount: 0,
      timeConsumedSeconds: 0,
      lastActivityAt: null,
    });
    w.clock.advance(1000);
    await w.create({ ProjectName: 'Zephyr' });
    const { items } = await list('Status=active');
    expect(items.slice(0, 2).map((item: { name: string }) => item.name)).toEqual(['Zephyr', 'Apollo']);
    const after = await counters();
    expect(after.activeCount).toBe(before.activeCount + 2);
    expect(after.all).toBe(before.all + 2);
  });

  it('takes the §3 payload names, a status sent as "Active", a colour and decimal hours', async () => {
    const created = await w.create({
      ProjectName: 'Payload',
      CustomerId: w.customerIds.Umbrella,
      Status: 'Pending',
      ColorCode: '#12AB34',
      MaxWorkingHours: 12.5,
      StartDate: '2025-01-01T00:00:00.000Z',
      EndDate: '2025-02-01',
    });
    expect(created).toMatchObject({
      status: 'pending',
      colorCode: '#12AB34',
      maxWorkingHours: 12.5,
      customerName: 'Umbrella',
      startDate: '2025-01-01',
      endDate: '2025-02-01',
    });
  });

  it('refuses a missing name or customer, negative or non-numeric hours, and an end before the start', async () => {
    const attempt = (payload: Record<string, unknown>) =>
      w.call({ method: 'POST', url: '/api/v1/Project/CreateProject', as: owner, payload });
    const messages = async (payload: Record<string, unknown>) => {
      const response = await attempt(payload);
      expect(response.statusCode).toBe(400);
      return (response.json().errors as Array<{ message: string }>).map((error) => error.message);
    };
    const customer = w.customerIds.Initech;
    expect(await messages({ ProjectName: '  ', CustomerId: customer })).toContain(projectMessages.nameRequired);
    expect(await messages({ ProjectName: 'No customer' })).toContain(projectMessages.customerRequired);
    expect(await messages({ ProjectName: 'No customer', CustomerId: '' })).toContain(projectMessages.customerRequired);
    expect(await messages({ ProjectName: 'Neg', CustomerId: customer, MaxWorkingHours: -1 })).toContain(
      projectMessages.maxHoursNumeric,
    );
    expect(await messages({ ProjectName: 'Text', CustomerId: customer, MaxWorkingHours: 'ten' })).toContain(
      projectMessages.maxHoursNumeric,
    );
    expect(
      await messages({
        ProjectName: 'Backwards',
        CustomerId: customer,
        StartDate: '2025-05-02',
        EndDate: '2025-05-01',
      }),
    ).toContain(projectMessages.endAfterStart);
    const stranger = await attempt({ ProjectName: 'Foreign', CustomerId: w.customerIds.Hooli });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(projectMessages.customerNotFound);
    expect((await list('Name=Backwards')).items).toEqual([]);
  });

  it('refuses a name another project has, ignoring case', async () => {
    await w.create({ ProjectName: 'Unique One' });
    const again = await w.call({
      method: 'POST',
      url: '/api/v1/Project/CreateProject',
      as: owner,
      payload: { ProjectName: 'unique one', CustomerId: w.customerIds.Initech },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: projectMessages.alreadyExists });
  });
});

describe('updating a project', () => {
  it('changes every field and gives a new stamp; the placeholder 0001-01-01 and invalid dates clear a date', async () => {
    const project = await w.create({ ProjectName: 'Editable', StartDate: '2025-01-01', EndDate: '2025-06-30' });
    const changed = await update(project.id, {
      ...base(project),
      projectName: 'Edited',
      customerId: w.customerIds.Umbrella,
      description: 'New words',
      maxWorkingHours: 40,
      status: 'opened',
      colorCode: '#000000',
      startDate: '0001-01-01',
      endDate: '2025-02-30',
    });
    expect(changed.statusCode).toBe(200);
    const result = changed.json().result;
    expect(result).toMatchObject({
      name: 'Edited',
      customerName: 'Umbrella',
      description: 'New words',
      maxWorkingHours: 40,
      status: 'opened',
      colorCode: '#000000',
      startDate: null,
      endDate: null,
    });
    expect(result.concurrencyStamp).not.toBe(project.concurrencyStamp);
    const dated = await update(project.id, {
      ...base(result),
      startDate: '2025-04-01',
      endDate: '2025-04-01T12:00:00Z',
    });
    expect(dated.json().result).toMatchObject({ startDate: '2025-04-01', endDate: '2025-04-01' });
  });

  it('refuses an end date before the start date, also against the stored start', async () => {
    const project = await w.create({ ProjectName: 'Dated', StartDate: '2025-05-10' });
    const refused = await update(project.id, { ...base(project), endDate: '2025-05-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(projectMessages.endAfterStart);
    expect((await w.stored(project.id))?.endDate).toBeNull();
  });

  it('answers a stale stamp with 409 CONCURRENCY_ERROR and keeps the first change', async () => {
    const project = await w.create({ ProjectName: 'Contested' });
    expect((await update(project.id, { ...base(project), description: 'first tab' })).statusCode).toBe(200);
    const second = await update(project.id, { ...base(project), description: 'second tab' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONCURRENCY_ERROR');
    expect((await w.stored(project.id))?.description).toBe('first tab');
    const staleArchive = await archive(project.id, project.concurrencyStamp);
    expect(staleArchive.statusCode).toBe(409);
    expect((await w.stored(project.id))?.status).toBe('active');
  });

  it('refuses a name another project has and a customer of another organisation', async () => {
    await w.create({ ProjectName: 'Taken Name' });
    const project = await w.create({ ProjectName: 'Renamed' });
    const taken = await update(project.id, { ...base(project), projectName: 'TAKEN NAME' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ALREADY_EXISTS');
    const foreign = await update(project.id, { ...base(project), customerId: w.customerIds.Hooli });
    expect(foreign.statusCode).toBe(404);
    expect((await w.stored(project.id))?.name).toBe('Renamed');
  });
});

describe('project status counters', () => {
  it('move from the old status to the new on archive and status change, and drop on delete', async () => {
    const project = await w.create({ ProjectName: 'Counted' });
    const before = await counters();
    const archived = await archive(project.id, project.concurrencyStamp);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().result.status).toBe('archived');
    const afterArchive = await counters();
    expect(afterArchive).toMatchObject({
      activeCount: before.activeCount - 1,
      archiveCount: before.archiveCount + 1,
      all: before.all,
    });
    const done = await update(project.id, { ...base(archived.json().result), status: 'done' });
    expect(done.json().result.status).toBe('done');
    expect(await counters()).toMatchObject({ archiveCount: before.archiveCount, done: before.done + 1 });
    expect((await remove(project.id)).statusCode).toBe(200);
    expect(await counters()).toMatchObject({ done: before.done, all: before.all - 1 });
    expect((await remove(project.id)).statusCode).toBe(404);
  });

  it('lists one status tab with the matching total, and pages by PageNo/PageSize or SkipCount/MaxResultCount', async () => {
    const pending = await list('Status=pending');
    expect(pending.totalCount).toBe(pending.pendingCount);
    expect(pending.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    const all = await list('Status=all&PageSize=100');
    const page2 = await list('Status=all&PageNo=2&PageSize=2');
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual(
      all.items.slice(2, 4).map((item: { id: string }) => item.id),
    );
    const skipped = await list('Status=all&SkipCount=3&MaxResultCount=1');
    expect(skipped.items.map((item: { id: string }) => item.id)).toEqual([all.items[3]?.id]);
    expect(
      (await w.call({ method: 'GET', url: '/api/v1/Project/GetProjectPagedList?PageSize=101', as: owner })).statusCode,
    ).toBe(400);
    const byCustomer = await list(`CustomerId=${w.customerIds.Umbrella}`);
    expect(byCustomer.items.every((item: { customerName: string }) => item.customerName === 'Umbrella')).toBe(true);
  });
});

describe('duplicating a project', () => {
  it('copies it as active with its members; a taken name is refused and a retry with another works', async () => {
    const source = await w.create({ ProjectName: 'Original', Status: 'pending', ColorCode: '#ABCDEF' });
    await w.call({
      method: 'POST',
      url: `/api/v1/Project/AddMemberListToProject?projectId=${source.id}`,
      as: owner,
      payload: [w.memberIds['eli@acme.test']],
    });
    const before = await counters();
    const taken = await duplicate(source.id, 'original');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: projectMessages.alreadyExists });
    const copy = await duplicate(source.id, 'Original (copy)');
    expect(copy.statusCode).toBe(200);
    expect(copy.json().result).toMatchObject({
      name: 'Original (copy)',
      status: 'active',
      colorCode: '#ABCDEF',
      members: [{ id: w.memberIds['eli@acme.test'] }],
    });
    expect(await counters()).toMatchObject({ activeCount: before.activeCount + 1, all: before.all + 1 });
  });
});

describe('deleting a project', () => {
  it('is refused while the project has finished or running activities, and allowed without', async () => {
    const finished = await w.create({ ProjectName: 'With finished time' });
    await w.track({
      projectId: finished.id,
      email: 'eli@acme.test',
      from: '2025-03-01T09:00:00Z',
      to: '2025-03-01T10:00:00Z',
    });
    const refused = await remove(finished.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROJECT_HAS_ACTIVITIES', message: projectMessages.hasActivities });
    expect(await w.stored(finished.id)).toBeDefined();

    const running = await w.create({ ProjectName: 'With running timer' });
    await w.track({ projectId: running.id, email: 'eli@acme.test', from: '2025-03-10T08:00:00Z' });
    expect((await remove(running.id)).statusCode).toBe(409);

    const empty = await w.create({ ProjectName: 'Without time' });
    expect((await remove(empty.id)).json().result).toEqual({ id: empty.id });
    expect(await w.stored(empty.id)).toBeUndefined();
  });

  it('shows time consumed and last activity, a running timer counting up to now', async () => {
    const project = await w.create({ ProjectName: 'Timed' });
    const now = w.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    await w.track({ projectId: project.id, email: 'eli@acme.test', from: at(24 * 60), to: at(24 * 60 - 90) });
    await w.track({ projectId: project.id, email: 'emma@acme.test', from: at(30) });
    const [item] = (await list('Name=Timed')).items;
    expect(item).toMatchObject({ timeConsumedSeconds: 5400 + 1800, lastActivityAt: at(0) });
    const asEli = (await list('Name=Timed', 'eli@acme.test')).items[0];
    expect(asEli).toMatchObject({ timeConsumedSeconds: 5400, lastActivityAt: at(24 * 60 - 90) });
  });
});

describe('who may change projects', () => {
  it('refuses employees (403) and another organisation (404), without a token 401, changing nothing', async () => {
    const project = await w.create({ ProjectName: 'Guarded' });
    const employee = 'eli@acme.test';
    expect((await update(project.id, { ...base(project), projectName: 'Hijacked' }, employee)).statusCode).toBe(403);
    expect((await archive(project.id, project.concurrencyStamp, employee)).statusCode).toBe(403);
    expect((await duplicate(project.id, 'Guarded copy', employee)).statusCode).toBe(403);
    expect((await remove(project.id, employee)).statusCode).toBe(403);
    expect((await remove(project.id, 'mona@acme.test')).statusCode).toBe(403);

    const outsider = 'owner@globex.test';
    expect((await update(project.id, { ...base(project), customerId: w.customerIds.Hooli }, outsider)).statusCode).toBe(
      404,
    );
    expect((await archive(project.id, project.concurrencyStamp, outsider)).statusCode).toBe(404);
    expect((await duplicate(project.id, 'Stolen copy', outsider)).statusCode).toBe(404);
    expect((await remove(project.id, outsider)).statusCode).toBe(404);
    const noToken = await w.t.app.inject({ method: 'DELETE', url: `/api/v1/Project/DeleteProject?id=${project.id}` });
    expect(noToken.statusCode).toBe(401);
    expect(await w.stored(project.id)).toMatchObject({ name: 'Guarded', status: 'active' });
    expect((await list('Name=copy', outsider)).items).toEqual([]);
  });

  it('lets a manager create, edit and archive by default', async () => {
    const created = await w.call({
      method: 'POST',
      url: '/api/v1/Project/CreateProject',
      as: 'mona@acme.test',
      payload: { ProjectName: 'Managed', CustomerId: w.customerIds.Initech },
    });
    expect(created.statusCode).toBe(200);
    const project = created.json().result;
    expect((await archive(project.id, project.concurrencyStamp, 'mona@acme.test')).statusCode).toBe(200);
  });
});
