import { projectMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProjectsWorld, startProjectsWorld } from './projects.fixture.ts';

let w: ProjectsWorld;
beforeAll(async () => {
  w = await startProjectsWorld();
  // Mona manages Eli; Emma is outside her scope.
  await w.call({
    method: 'POST',
    url: `/api/v1/Member/AddMemberListToManager?ManagerId=${w.memberIds['mona@acme.test']}`,
    as: 'owner@acme.test',
    payload: [w.memberIds['eli@acme.test']],
  });
});
afterAll(() => w.close());

const id = (email: string) => w.memberIds[email] ?? '';
const owner = 'owner@acme.test';
const members = (
  path: 'AddMemberListToProject' | 'RemoveMemberListFromProject',
  query: string,
  ids: string[],
  as = owner,
) => w.call({ method: 'POST', url: `/api/v1/Project/${path}${query}`, as, payload: ids });
const get = (url: string, as = owner) => w.call({ method: 'GET', url: `/api/v1/Project/${url}`, as });
const names = (result: Array<{ name: string }>) => result.map((project) => project.name);

describe('project members', () => {
  it('adds and removes members, adding twice keeping one', async () => {
    const project = await w.create({ ProjectName: 'Staffed' });
    const q = `?projectId=${project.id}`;
    const added = await members('AddMemberListToProject', q, [id('eli@acme.test'), id('emma@acme.test')]);
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json()
        .result.members.map((member: { id: string }) => member.id)
        .sort(),
    ).toEqual([id('eli@acme.test'), id('emma@acme.test')].sort());
    expect((await members('AddMemberListToProject', q, [id('eli@acme.test')])).json().result.members).toHaveLength(2);
    const removed = await members('RemoveMemberListFromProject', q, [id('emma@acme.test')]);
    expect(removed.json().result.members.map((member: { id: string }) => member.id)).toEqual([id('eli@acme.test')]);
  });

  it('answers "Project ID is required" without a projectId', async () => {
    for (const path of ['AddMemberListToProject', 'RemoveMemberListFromProject'] as const) {
      const response = await members(path, '', [id('eli@acme.test')]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(projectMessages.projectIdRequired);
    }
  });

  it('refuses members outside the caller’s scope or organisation with 404, changing nothing', async () => {
    const project = await w.create({ ProjectName: 'Scoped staff' });
    const q = `?projectId=${project.id}`;
    const outside = await members(
      'AddMemberListToProject',
      q,
      [id('eli@acme.test'), id('emma@acme.test')],
      'mona@acme.test',
    );
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(projectMessages.membersNotFound);
    const foreign = await members('AddMemberListToProject', q, [id('eli@acme.test'), id('owner@globex.test')]);
    expect(foreign.statusCode).toBe(404);
    const [item] = (await get('GetProjectPagedList?Name=Scoped')).json().result.items;
    expect(item.members).toEqual([]);
    expect((await members('AddMemberListToProject', q, [id('eli@acme.test')], 'mona@acme.test')).statusCode).toBe(200);
    await members('AddMemberListToProject', q, [id('emma@acme.test')]);
    expect((await members('RemoveMemberListFromProject', q, [id('emma@acme.test')], 'mona@acme.test')).statusCode).toBe(
      404,
    );
    // Mona sees only the members of her scope on the project.
    const [asMona] = (await get('GetProjectPagedList?Name=Scoped', 'mona@acme.test')).json().result.items;
    expect(asMona.members.map((member: { id: string }) => member.id)).toEqual([id('eli@acme.test')]);
  });

  it('is refused to employees (403) and to another organisation (404)', async () => {
    const project = await w.create({ ProjectName: 'Closed staff' });
    const q = `?projectId=${project.id}`;
    expect((await members('AddMemberListToProject', q, [id('eli@acme.test')], 'eli@acme.test')).statusCode).toBe(403);
    expect(
      (await members('AddMemberListToProject', q, [id('owner@globex.test')], 'owner@globex.test')).statusCode,
    ).toBe(404);
    const [item] = (await get('GetProjectPagedList?Name=Closed')).json().result.items;
    expect(item.members).toEqual([]);
  });
});

describe('projects of members', () => {
  it('GetMyActiveProjects lists the active and in-progress projects the caller is on, directly or through an active team', async () => {
    const direct = await w.create({ ProjectName: 'Mine directly' });
    const inProgress = await w.create({ ProjectName: 'Mine in progress', Status: 'opened' });
    const viaTeam = await w.create({ ProjectName: 'Mine via team' });
    const viaInactiveTeam = await w.create({ ProjectName: 'Via inactive team' });
    const archivedDirect = await w.create({ ProjectName: 'Mine but archived', Status: 'archived' });
    await w.create({ ProjectName: 'Not mine' });
    for (const project of [direct, inProgress, archivedDirect])
      await members('AddMemberListToProject', `?projectId=${project.id}`, [id('emma@acme.test')]);
    const teamId = await w.team({
      name: 'Rockets',
      emails: ['mona@acme.test', 'emma@acme.test'],
      projectIds: [viaTeam.id],
    });
    await w.team({
      name: 'Sleepers',
      emails: ['emma@acme.test'],
      projectIds: [viaInactiveTeam.id],
      status: 'inactive',
    });

    const mine = await get('GetMyActiveProjects', 'emma@acme.test');
    expect(mine.statusCode).toBe(200);
    const mineNames = names(mine.json().result);
    expect(mineNames).toEqual(expect.arrayContaining(['Mine directly', 'Mine in progress', 'Mine via team']));
    for (const other of ['Via inactive team', 'Mine but archived', 'Not mine']) expect(mineNames).not.toContain(other);
    expect(mine.json().result[0]).toMatchObject({ colorCode: '#98A2B3', customerName: 'Initech', status: 'active' });

    const [listed] = (await get('GetProjectPagedList?Name=Mine via team')).json().result.items;
    expect(listed.teams).toEqual([{ id: teamId, name: 'Rockets' }]);
  });

  it('GetProjectUser lists a member’s projects within the caller’s scope, else 404', async () => {
    const project = await w.create({ ProjectName: 'Eli works here' });
    await members('AddMemberListToProject', `?projectId=${project.id}`, [id('eli@acme.test')]);
    const url = `GetProjectUser?userId=${id('eli@acme.test')}`;
    expect(names((await get(url)).json().result)).toContain('Eli works here');
    expect(names((await get(url, 'mona@acme.test')).json().result)).toContain('Eli works here');
    expect(names((await get(url, 'eli@acme.test')).json().result)).toContain('Eli works here');
    expect((await get(url, 'emma@acme.test')).statusCode).toBe(404);
    expect((await get(`GetProjectUser?userId=${id('owner@acme.test')}`, 'mona@acme.test')).statusCode).toBe(404);
    expect((await get(url, 'owner@globex.test')).statusCode).toBe(404);
  });

  it('GetActiveProjects lists active projects only, and with id just that one', async () => {
    const active = await w.create({ ProjectName: 'Picker active' });
    const pending = await w.create({ ProjectName: 'Picker pending', Status: 'pending' });
    const all = names((await get('GetActiveProjects')).json().result);
    expect(all).toContain('Picker active');
    expect(all).not.toContain('Picker pending');
    expect(names((await get(`GetActiveProjects?id=${active.id}`)).json().result)).toEqual(['Picker active']);
    expect((await get(`GetActiveProjects?id=${pending.id}`)).json().result).toEqual([]);
    expect((await get(`GetActiveProjects?id=${active.id}`, 'owner@globex.test')).json().result).toEqual([]);
  });

  it('GetProjectTask answers an empty list for a project without tasks, 404 for another organisation', async () => {
    const project = await w.create({ ProjectName: 'Taskless' });
    const tasks = await get(`GetProjectTask?ProjectId=${project.id}`, 'eli@acme.test');
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json().result).toEqual([]);
    expect((await get(`GetProjectTask?ProjectId=${project.id}`, 'owner@globex.test')).statusCode).toBe(404);
  });

  it('needs a token for every call and keeps each organisation’s list to itself', async () => {
    await w.create({ ProjectName: 'Acme only' });
    for (const url of ['GetProjectPagedList', 'GetMyActiveProjects', 'GetActiveProjects'])
      expect((await w.t.app.inject({ method: 'GET', url: `/api/v1/Project/${url}` })).statusCode).toBe(401);
    const globex = (await get('GetProjectPagedList?Status=all', 'owner@globex.test')).json().result;
    expect(globex).toMatchObject({ items: [], totalCount: 0, activeCount: 0 });
  });
});
