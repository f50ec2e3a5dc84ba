import { teamMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamsWorld, type TeamsWorld } from './teams.fixture.ts';

let w: TeamsWorld;
beforeAll(async () => {
  w = await startTeamsWorld();
});
afterAll(() => w.close());

const create = (payload: object, as = 'owner@acme.test') => w.send(as, 'POST', '/v1/Team/CreateTeam', payload);
const namesOfTeams = async (query = '') =>
  (
    (await w.get('owner@acme.test', `/v1/Team/GetPaged?pageCount=100${query}`)).json().result.items as Array<{
      name: string;
    }>
  ).map((item) => item.name);

describe('creating a team', () => {
  it('creates an active team with its leaders, members and projects; leaders are members too', async () => {
    const { Apollo, Gemini } = await w.addProjects(w.acme.tenantId, ['Apollo', 'Gemini']);
    const response = await create({
      name: '  Platform  ',
      leaderIds: [w.id('mona@acme.test')],
      memberIds: [w.id('eli@acme.test'), w.id('mona@acme.test')],
      projectIds: [Apollo, Gemini],
    });
    expect(response.statusCode).toBe(200);
    const team = response.json().result;
    expect(team).toMatchObject({ name: 'Platform', status: 'active', memberCount: 2, projectCount: 2 });
    expect(team.leaders).toEqual([{ id: w.id('mona@acme.test'), name: 'Mona Manager' }]);
    expect(team.members.map((m: { email: string; isLeader: boolean }) => [m.email, m.isLeader])).toEqual([
      ['mona@acme.test', true],
      ['eli@acme.test', false],
    ]);
    expect(team.projects.map((p: { name: string }) => p.name)).toEqual(['Apollo', 'Gemini']);
  });

  it('creates a team with a name alone', async () => {
    const response = await create({ name: 'Solo' });
    expect(response.json().result).toMatchObject({ name: 'Solo', memberCount: 0, projectCount: 0, leaders: [] });
  });

  it.each([
    ['an empty name', '', teamMessages.nameRequired],
    ['a name of spaces', '   ', teamMessages.nameRequired],
    ['a name over 100 characters', 'x'.repeat(101), teamMessages.nameTooLong],
  ])('refuses %s with its message and creates nothing', async (_case, name, message) => {
    const response = await create({ name, memberIds: [w.id('eli@acme.test')] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'body.name', message }] });
    expect(await namesOfTeams()).not.toContain(name);
  });

  it('refuses the same id twice and an extra field', async () => {
    const twice = await create({ name: 'Twice', memberIds: [w.id('eli@acme.test'), w.id('eli@acme.test')] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].message).toBe(teamMessages.duplicateId);
    expect((await create({ name: 'Extra', colour: 'red' })).statusCode).toBe(400);
    expect(await namesOfTeams()).not.toContain('Twice');
  });

  it('refuses a name another team has, ignoring case, and frees it once that team is deleted', async () => {
    const first = await w.createTeam({ name: 'Design' });
    const clash = await create({ name: 'DESIGN' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: teamMessages.alreadyExists });

    expect((await w.send('owner@acme.test', 'DELETE', `/v1/Team/Delete?teamId=${first.id}`)).statusCode).toBe(200);
    expect((await create({ name: 'Design' })).statusCode).toBe(200);
  });

  it('lets another organisation use the same name', async () => {
    await w.createTeam({ name: 'Support' });
    expect((await create({ name: 'Support' }, 'owner@globex.test')).statusCode).toBe(200);
  });

  it('answers 404 for unknown members, members or projects of another organisation, and creates nothing', async () => {
    const { Zeus } = await w.addProjects(w.globex.tenantId, ['Zeus']);
    const cases = [
      { leaderIds: ['0190c0de-0000-7000-8000-000000000000'], message: teamMessages.memberNotFound },
      { memberIds: [w.id('gus@globex.test')], message: teamMessages.memberNotFound },
      { leaderIds: [w.id('owner@globex.test')], message: teamMessages.memberNotFound },
      { projectIds: [Zeus], message: teamMessages.projectNotFound },
    ];
    for (const [index, { message, ...ids }] of cases.entries()) {
      const response = await create({ name: `Refused ${index}`, memberIds: [w.id('eli@acme.test')], ...ids });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message });
    }
    expect((await namesOfTeams()).filter((name) => name.startsWith('Refused'))).toEqual([]);
  });

  it('is refused without a token (401) and to managers and employees (403)', async () => {
    const anonymous = await w.t.app.inject({ method: 'POST', url: '/v1/Team/CreateTeam', payload: { name: 'Nope' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await create({ name: 'Nope' }, 'mona@acme.test')).statusCode).toBe(403);
    expect((await create({ name: 'Nope' }, 'eli@acme.test')).statusCode).toBe(403);
    expect(await namesOfTeams()).not.toContain('Nope');
  });
});
