import { teamMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamsWorld, type TeamsWorld } from './teams.fixture.ts';

let w: TeamsWorld;
let projectIds: Record<string, string>;
beforeAll(async () => {
  w = await startTeamsWorld();
  projectIds = {
    ...(await w.addProjects(w.acme.tenantId, ['Atlas', 'Borealis'])),
    ...(await w.addProjects(w.acme.tenantId, ['Old'], 'archived')),
  };
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const emails = (team: Awaited<ReturnType<TeamsWorld['team']>>) =>
  team.members.map((member) => `${member.email}${member.isLeader ? ' (leader)' : ''}`);
const members = (teamId: string, memberEmails: string[], extra: object = {}) => ({
  teamId,
  memberIds: memberEmails.map(w.id),
  ...extra,
});

describe('team members', () => {
  it('adds members, as leaders when asked, and removing a leader ends their leadership', async () => {
    const { id } = await w.createTeam({ name: 'Members A', members: ['eli@acme.test'] });
    const added = await w.send(owner, 'POST', '/v1/Team/AddMember', members(id, ['emma@acme.test']));
    expect(added.json().result.memberCount).toBe(2);
    const leader = await w.send(
      owner,
      'POST',
      '/v1/Team/AddMember',
      members(id, ['eli@acme.test'], { isLeader: true }),
    );
    expect(leader.json().result.leaders.map((l: { name: string }) => l.name)).toEqual(['Eli Park']);

    const removed = await w.send(owner, 'DELETE', '/v1/Team/RemoveMmeber', members(id, ['eli@acme.test']));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().result).toMatchObject({ memberCount: 1, leaders: [] });
    expect(emails(await w.team(id))).toEqual(['emma@acme.test']);
  });

  it('refuses unknown or foreign member ids with 404 and changes nothing', async () => {
    const { id } = await w.createTeam({ name: 'Members B', members: ['eli@acme.test'] });
    for (const body of [
      members(id, ['emma@acme.test', 'gus@globex.test']),
      members(id, ['emma@acme.test', '0190c0de-0000-7000-8000-000000000000']),
    ]) {
      const response = await w.send(owner, 'POST', '/v1/Team/AddMember', body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(teamMessages.memberNotFound);
    }
    expect((await w.send(owner, 'POST', '/v1/Team/AddMember', members(id, []))).statusCode).toBe(400);
    expect(emails(await w.team(id))).toEqual(['eli@acme.test']);
  });

  it('adds every active member at once and removes them all at once', async () => {
    const { id } = await w.createTeam({ name: 'Members C' });
    const all = await w.send(owner, 'POST', `/v1/Team/AddAllMembers?teamId=${id}`);
    expect(all.statusCode).toBe(200);
    // Active members only: owner, manager and two employees, not the inactive, archived or deleted ones.
    expect(all.json().result.memberCount).toBe(4);
    const none = await w.send(owner, 'DELETE', `/v1/Team/RemoveAllMembers?teamId=${id}`);
    expect(none.json().result).toMatchObject({ memberCount: 0, members: [] });
  });
});

describe('team projects', () => {
  it('adds and removes projects, and adds all active projects at once', async () => {
    const { id } = await w.createTeam({ name: 'Projects A' });
    const added = await w.send(owner, 'POST', '/v1/Team/AddProject', { teamId: id, projectIds: [projectIds.Old] });
    expect(added.json().result.projects.map((p: { name: string }) => p.name)).toEqual(['Old']);
    const all = await w.send(owner, 'POST', `/v1/Team/AddAllProjects?teamId=${id}`);
    expect(all.json().result.projects.map((p: { name: string }) => p.name)).toEqual(['Atlas', 'Borealis', 'Old']);
    const removed = await w.send(owner, 'DELETE', '/v1/Team/RemoveProject', {
      teamId: id,
      projectIds: [projectIds.Atlas],
    });
    expect(removed.json().result.projectCount).toBe(2);
    const none = await w.send(owner, 'DELETE', `/v1/Team/RemoveAllProjects?teamId=${id}`);
    expect(none.json().result).toMatchObject({ projectCount: 0, projects: [] });
  });

  it('refuses another organisation’s project with 404 and changes nothing', async () => {
    const { id } = await w.createTeam({ name: 'Projects B', projectIds: [projectIds.Atlas ?? ''] });
    const { Zeus } = await w.addProjects(w.globex.tenantId, ['Zeus']);
    const response = await w.send(owner, 'POST', '/v1/Team/AddProject', { teamId: id, projectIds: [Zeus] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(teamMessages.projectNotFound);
    expect((await w.team(id)).projects.map((p) => p.name)).toEqual(['Atlas']);
  });

  it('offers the active projects for the picker', async () => {
    const options = (await w.get(owner, '/v1/Team/GetProjectOptions')).json().result;
    expect(options.map((p: { name: string }) => p.name)).toEqual(['Atlas', 'Borealis']);
  });
});

describe('updating a team', () => {
  it('renames it, makes it inactive and sets its leaders, adding a leader who was not a member', async () => {
    const { id, concurrencyStamp } = await w.createTeam({
      name: 'Update A',
      leaders: ['eli@acme.test'],
      members: ['emma@acme.test'],
    });
    const response = await w.send(owner, 'PUT', `/v1/Team/Update?teamId=${id}`, {
      name: 'Update A2',
      status: 'inactive',
      leaderIds: [w.id('mona@acme.test'), w.id('emma@acme.test')],
      concurrencyStamp,
    });
    expect(response.statusCode).toBe(200);
    const team = response.json().result;
    expect(team).toMatchObject({ name: 'Update A2', status: 'inactive', memberCount: 3 });
    expect(team.concurrencyStamp).not.toBe(concurrencyStamp);
    expect(emails(team)).toEqual(['emma@acme.test (leader)', 'mona@acme.test (leader)', 'eli@acme.test']);
  });

  it('refuses a stale concurrency stamp with 409 and changes nothing', async () => {
    const { id, concurrencyStamp } = await w.createTeam({ name: 'Update B' });
    const first = await w.send(owner, 'PUT', `/v1/Team/Update?teamId=${id}`, {
      name: 'Update B first',
      status: 'active',
      leaderIds: [],
      concurrencyStamp,
    });
    expect(first.statusCode).toBe(200);
    const second = await w.send(owner, 'PUT', `/v1/Team/Update?teamId=${id}`, {
      name: 'Update B second',
      status: 'inactive',
      leaderIds: [],
      concurrencyStamp,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONCURRENCY_ERROR');
    expect(await w.team(id)).toMatchObject({ name: 'Update B first', status: 'active' });
  });

  it('refuses a name another team has, and a status other than active or inactive', async () => {
    await w.createTeam({ name: 'Update C taken' });
    const { id, concurrencyStamp } = await w.createTeam({ name: 'Update C' });
    const update = (body: object) =>
      w.send(owner, 'PUT', `/v1/Team/Update?teamId=${id}`, { leaderIds: [], concurrencyStamp, ...body });
    const clash = await update({ name: 'update c TAKEN', status: 'active' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(teamMessages.alreadyExists);
    expect((await update({ name: 'Update C', status: 'deleted' })).statusCode).toBe(400);
    expect(
      (await update({ name: 'Update C', status: 'active', leaderIds: [w.id('gus@globex.test')] })).statusCode,
    ).toBe(404);
    expect(await w.team(id)).toMatchObject({ name: 'Update C', concurrencyStamp });
  });
});

describe('deleting a team', () => {
  it('hides it from the list, keeps it readable by id, and refuses any further change', async () => {
    const { id } = await w.createTeam({ name: 'Delete A', members: ['eli@acme.test'] });
    const deleted = await w.send(owner, 'DELETE', `/v1/Team/Delete?teamId=${id}`);
    expect(deleted.json().result.status).toBe('deleted');
    const list = (await w.get(owner, '/v1/Team/GetPaged?name=Delete A')).json().result;
    expect(list.totalCount).toBe(0);
    expect((await w.team(id)).status).toBe('deleted');

    for (const [method, url, body] of [
      ['POST', '/v1/Team/AddMember', members(id, ['emma@acme.test'])],
      ['POST', `/v1/Team/AddAllProjects?teamId=${id}`, undefined],
      ['DELETE', `/v1/Team/Delete?teamId=${id}`, undefined],
    ] as const) {
      const response = await w.send(owner, method, url, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(teamMessages.deletedTeam);
    }
    expect(emails(await w.team(id))).toEqual(['eli@acme.test']);
  });
});

describe('another organisation and members without the permission', () => {
  it('answers 404 to another organisation’s owner for every team call and changes nothing', async () => {
    const { id, concurrencyStamp } = await w.createTeam({ name: 'Private', members: ['eli@acme.test'] });
    const foreign = 'owner@globex.test';
    const calls = [
      w.get(foreign, `/v1/Team/GetTeamById?teamId=${id}`),
      w.send(foreign, 'PUT', `/v1/Team/Update?teamId=${id}`, {
        name: 'X',
        status: 'active',
        leaderIds: [],
        concurrencyStamp,
      }),
      w.send(foreign, 'DELETE', `/v1/Team/Delete?teamId=${id}`),
      w.send(foreign, 'POST', '/v1/Team/AddMember', { teamId: id, memberIds: [w.id('owner@globex.test')] }),
      w.send(foreign, 'DELETE', '/v1/Team/RemoveMmeber', members(id, ['owner@globex.test'])),
      w.send(foreign, 'DELETE', `/v1/Team/RemoveAllMembers?teamId=${id}`),
      w.send(foreign, 'POST', `/v1/Team/AddAllMembers?teamId=${id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(teamMessages.notFound);
    }
    expect(await w.team(id)).toMatchObject({ name: 'Private', status: 'active', concurrencyStamp, memberCount: 1 });
  });

  it('refuses changes to a manager and an employee (403)', async () => {
    const { id } = await w.createTeam({ name: 'Locked', members: ['eli@acme.test'] });
    for (const as of ['mona@acme.test', 'eli@acme.test']) {
      expect((await w.send(as, 'DELETE', `/v1/Team/Delete?teamId=${id}`)).statusCode).toBe(403);
      expect((await w.send(as, 'POST', `/v1/Team/AddAllMembers?teamId=${id}`)).statusCode).toBe(403);
    }
    expect((await w.team(id)).status).toBe('active');
  });
});
