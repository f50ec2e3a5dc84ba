import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamsWorld, type TeamsWorld } from '../teams/teams.fixture.ts';

let w: TeamsWorld;
beforeAll(async () => {
  w = await startTeamsWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const manager = 'mona@acme.test';
/** The e-mails in the manager's members list (all states). */
const managerSees = async () =>
  (
    (await w.get(manager, '/api/v1/Member/GetMemberPagedList?Status=all&UsersPageCount=100')).json().result
      .items as Array<{ email: string }>
  ).map((item) => item.email);
const update = (teamId: string, body: object) =>
  w.team(teamId).then((team) =>
    w.send(owner, 'PUT', `/v1/Team/Update?teamId=${teamId}`, {
      name: team.name,
      status: team.status,
      leaderIds: team.leaders.map((leader) => leader.id),
      concurrencyStamp: team.concurrencyStamp,
      ...body,
    }),
  );

describe('the data scope of a manager who leads a team', () => {
  it('covers the members of an active team they lead, and no longer once it is inactive or deleted', async () => {
    const { id } = await w.createTeam({ name: 'Scope A', members: ['eli@acme.test', 'mona@acme.test'] });
    // A member of the team, not its leader: nothing more to see.
    expect(await managerSees()).toEqual(['mona@acme.test']);

    await w.send(owner, 'POST', '/v1/Team/AddMember', { teamId: id, memberIds: [w.id(manager)], isLeader: true });
    expect(await managerSees()).toEqual(['eli@acme.test', 'mona@acme.test']);

    expect((await update(id, { status: 'inactive' })).statusCode).toBe(200);
    expect(await managerSees()).toEqual(['mona@acme.test']);

    expect((await update(id, { status: 'active' })).statusCode).toBe(200);
    expect(await managerSees()).toContain('eli@acme.test');
    await w.send(owner, 'DELETE', `/v1/Team/Delete?teamId=${id}`);
    expect(await managerSees()).toEqual(['mona@acme.test']);
  });

  it('no longer covers the team once their leadership is removed, or they are taken off the team', async () => {
    const { id } = await w.createTeam({ name: 'Scope B', leaders: [manager], members: ['emma@acme.test'] });
    expect(await managerSees()).toEqual(['emma@acme.test', 'mona@acme.test']);
    expect((await update(id, { leaderIds: [] })).statusCode).toBe(200);
    expect(await managerSees()).toEqual(['mona@acme.test']);

    await w.send(owner, 'POST', '/v1/Team/AddMember', { teamId: id, memberIds: [w.id(manager)], isLeader: true });
    expect(await managerSees()).toContain('emma@acme.test');
    await w.send(owner, 'DELETE', '/v1/Team/RemoveMmeber', { teamId: id, memberIds: [w.id(manager)] });
    expect(await managerSees()).toEqual(['mona@acme.test']);
    await w.send(owner, 'DELETE', `/v1/Team/Delete?teamId=${id}`);
  });

  it('does not widen the scope of an employee who leads a team', async () => {
    const { id } = await w.createTeam({ name: 'Scope C', leaders: ['eli@acme.test'], members: ['emma@acme.test'] });
    const eli = (await w.get('eli@acme.test', '/api/v1/Member/GetMemberInTenant')).statusCode;
    expect(eli).toBe(403);
    await w.send(owner, 'DELETE', `/v1/Team/Delete?teamId=${id}`);
  });
});

describe('which teams a manager sees', () => {
  it('lists teams they lead or with a member of their scope, and only the members in their scope', async () => {
    const led = await w.createTeam({ name: 'Seen led', leaders: [manager], members: ['eli@acme.test'] });
    const shared = await w.createTeam({ name: 'Seen shared', members: ['eli@acme.test', 'emma@acme.test'] });
    const hidden = await w.createTeam({ name: 'Hidden', members: ['emma@acme.test'] });
    const list = (await w.get(manager, '/v1/Team/GetPaged?pageCount=100')).json().result;
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(['Seen led', 'Seen shared']);

    const sharedTeam = await w.team(shared.id, manager);
    expect(sharedTeam.memberCount).toBe(2);
    expect(sharedTeam.members.map((member) => member.email)).toEqual(['eli@acme.test']);
    expect((await w.get(manager, `/v1/Team/GetTeamById?teamId=${hidden.id}`)).statusCode).toBe(404);
    expect((await w.team(led.id, manager)).members.map((member) => member.email)).toEqual([
      'mona@acme.test',
      'eli@acme.test',
    ]);
  });
});
