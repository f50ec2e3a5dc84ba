import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamsWorld, type TeamsWorld } from './teams.fixture.ts';

let w: TeamsWorld;
beforeAll(async () => {
  w = await startTeamsWorld();
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'])
    await w.createTeam({ name, members: ['emma@acme.test'] });
  await w.createTeam({ name: 'Kilo', leaders: ['eli@acme.test'], members: ['emma@acme.test'] });
  const lima = await w.createTeam({ name: 'Lima' });
  const mike = await w.createTeam({ name: 'Mike' });
  await w.send('owner@acme.test', 'PUT', `/v1/Team/Update?teamId=${lima.id}`, {
    name: 'Lima',
    status: 'inactive',
    leaderIds: [],
    concurrencyStamp: lima.concurrencyStamp,
  });
  await w.send('owner@acme.test', 'DELETE', `/v1/Team/Delete?teamId=${mike.id}`);
});
afterAll(() => w.close());

type Page = { items: Array<{ name: string; status: string; memberCount: number }>; totalCount: number };
const page = async (query: string, as = 'owner@acme.test') =>
  (await w.get(as, `/v1/Team/GetPaged${query}`)).json().result as Page;
const names = (result: Page) => result.items.map((item) => item.name);

describe('the teams list', () => {
  it('shows page 1 of 10 by name by default, with active and inactive teams but not deleted ones', async () => {
    const first = await page('');
    expect(first.totalCount).toBe(12);
    expect(names(first)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Foxtrot',
      'Golf',
      'Hotel',
      'India',
      'Juliet',
    ]);
    expect(names(await page('?pageNo=2'))).toEqual(['Kilo', 'Lima']);
  });

  it('shows the member count and leaders of each team', async () => {
    const kilo = (await page('?name=kilo')).items[0];
    expect(kilo).toMatchObject({ name: 'Kilo', memberCount: 2, leaders: [{ name: 'Eli Park' }] });
  });

  it('filters by state, showing deleted teams only when asked for', async () => {
    expect(names(await page('?status=inactive'))).toEqual(['Lima']);
    expect(names(await page('?status=deleted'))).toEqual(['Mike']);
    expect((await page('?status=active')).totalCount).toBe(11);
  });

  it('searches names, case-insensitively and literally', async () => {
    expect(names(await page('?name=OT'))).toEqual(['Foxtrot', 'Hotel']);
    expect((await page('?name=%25')).totalCount).toBe(0);
  });

  it('refuses a page size over 100 and a page below 1', async () => {
    expect((await w.get('owner@acme.test', '/v1/Team/GetPaged?pageCount=101')).statusCode).toBe(400);
    expect((await w.get('owner@acme.test', '/v1/Team/GetPaged?pageNo=0')).statusCode).toBe(400);
    expect((await w.get('owner@acme.test', '/v1/Team/GetPaged?status=archived')).statusCode).toBe(400);
  });

  it('shows another organisation none of these teams, and refuses employees', async () => {
    expect((await page('', 'owner@globex.test')).totalCount).toBe(0);
    expect((await w.get('eli@acme.test', '/v1/Team/GetPaged')).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: '/v1/Team/GetPaged' })).statusCode).toBe(401);
  });
});
