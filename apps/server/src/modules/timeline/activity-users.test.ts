import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import { members } from '../members/members.table.ts';
import { organisationSettings } from '../settings/settings.table.ts';
import { teamMembers, teams } from '../teams/teams.table.ts';
import { users } from '../users/users.table.ts';
import { startTimelineWorld, type TimelineWorld } from './timeline.fixture.ts';

let w: TimelineWorld;
const names: Record<string, [string, string]> = {
  'owner@acme.test': ['Omar', 'Owner'],
  'mona@acme.test': ['Mona', 'Manager'],
  'eli@acme.test': ['Eli', 'Zed'],
  'emma@acme.test': ['Emma', 'Stone'],
  'nora@acme.test': ['Nora', 'North'],
  'ivan@acme.test': ['Ivan', 'Idle'],
};

beforeAll(async () => {
  w = await startTimelineWorld();
  const tenantId = w.acme.tenantId;
  await inTenant({ db: w.t.db, tenantId }, async (tx) => {
    for (const [email, [name, surname]] of Object.entries(names))
      await tx
        .update(members)
        .set({ name, surname })
        .where(and(eq(members.tenantId, tenantId), eq(members.id, w.id(email))));
    // Ivan has no zone of his own: the organisation's applies.
    await tx
      .update(members)
      .set({ timeZone: null })
      .where(eq(members.id, w.id('ivan@acme.test')));
    await tx.insert(organisationSettings).values({ tenantId, key: 'Time_Zone', value: 'Europe/Paris' });
    // Mona leads a team with Nora in it (her scope: herself, Eli assigned to her, Nora through the team).
    const teamId = uuidv7();
    await tx.insert(teams).values({ tenantId, id: teamId, name: 'Support', concurrencyStamp: uuidv7() });
    await tx.insert(teamMembers).values([
      { tenantId, teamId, memberId: w.id('mona@acme.test'), isLeader: true },
      { tenantId, teamId, memberId: w.id('nora@acme.test') },
    ]);
    await tx
      .update(users)
      .set({ pictureKey: `users/${w.acme.users['emma@acme.test']}/pictures/abc123.webp` })
      .where(eq(users.id, w.acme.users['emma@acme.test'] ?? ''));
  });
});
afterAll(() => w.close());

type User = { userId: string; name: string; email: string; isSelf: boolean; isOnline: boolean; timeZone: string };
const list = async (as: string, query = '') => {
  const response = await w.call({ method: 'GET', url: `/api/v1/Timeline/GetActivityUsers${query}`, as });
  expect(response.statusCode).toBe(200);
  return response.json().result as User[];
};
const namesOf = (items: User[]) => items.map((item) => item.name);

describe('the members whose activity one may see', () => {
  it('gives an owner everyone not deleted, themself first then by name, each in their own time zone', async () => {
    const items = await list('owner@acme.test');
    expect(namesOf(items)).toEqual(['Omar Owner', 'Eli Zed', 'Emma Stone', 'Ivan Idle', 'Mona Manager', 'Nora North']);
    expect(items[0]).toMatchObject({ userId: w.id('owner@acme.test'), email: 'owner@acme.test', isSelf: true });
    expect(Object.fromEntries(items.map((item) => [item.email, item.timeZone]))).toEqual({
      'owner@acme.test': 'Asia/Riyadh',
      'eli@acme.test': 'Asia/Riyadh',
      'emma@acme.test': 'America/New_York',
      'ivan@acme.test': 'Europe/Paris',
      'mona@acme.test': 'Asia/Riyadh',
      'nora@acme.test': 'Europe/London',
    });
    expect(items.find((item) => item.email === 'emma@acme.test')).toMatchObject({
      profilePic: `/v1/Profile/GetProfilePicture?userId=${w.acme.users['emma@acme.test']}&v=abc123`,
      status: 'active',
    });
    expect(items.find((item) => item.email === 'ivan@acme.test')).toMatchObject({ status: 'inactive' });
    expect(items.filter((item) => item.isSelf)).toHaveLength(1);
  });

  it('gives a manager themself, their assigned members and their team, and an employee only themself', async () => {
    expect(namesOf(await list('mona@acme.test'))).toEqual(['Mona Manager', 'Eli Zed', 'Nora North']);
    const own = await list('eli@acme.test');
    expect(own).toEqual([
      {
        userId: w.id('eli@acme.test'),
        name: 'Eli Zed',
        email: 'eli@acme.test',
        profilePic: null,
        timeZone: 'Asia/Riyadh',
        isOnline: false,
        isSelf: true,
        status: 'active',
      },
    ]);
  });

  it("never lists another organisation's members", async () => {
    const items = await list('owner@globex.test');
    expect(items.map((item) => item.email)).toEqual(['owner@globex.test']);
    expect((await w.call({ method: 'GET', url: '/api/v1/Timeline/GetActivityUsers', as: '' })).statusCode).toBe(401);
  });

  it('finds members by part of their name or e-mail, ignoring case, within the scope', async () => {
    expect(namesOf(await list('owner@acme.test', '?search=EMM'))).toEqual(['Emma Stone']);
    expect(namesOf(await list('owner@acme.test', '?search=nora%40acme'))).toEqual(['Nora North']);
    expect(namesOf(await list('owner@acme.test', '?search=eli%20zed'))).toEqual(['Eli Zed']);
    expect(namesOf(await list('owner@acme.test', '?search=100%25'))).toEqual([]);
    expect(namesOf(await list('mona@acme.test', '?search=emma'))).toEqual([]);
  });

  it('shows a member online for two minutes after a heartbeat', async () => {
    const beat = await w.call({ method: 'POST', url: '/api/v1/Tracker/Heartbeat', as: 'eli@acme.test', payload: {} });
    expect(beat.statusCode).toBe(200);
    const online = async () => (await list('mona@acme.test')).filter((item) => item.isOnline).map((item) => item.email);
    expect(await online()).toEqual(['eli@acme.test']);
    w.clock.advance(120_000);
    expect(await online()).toEqual(['eli@acme.test']);
    w.clock.advance(1000);
    expect(await online()).toEqual([]);
    w.clock.advance(-121_000);
  });

  it('gives a big organisation’s picker one page at a time, in the same order', async () => {
    const everyone = namesOf(await list('owner@acme.test'));
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(namesOf(await list('owner@acme.test', `?PageNo=${page}&PageSize=2`)));
    expect(pages).toEqual([everyone.slice(0, 2), everyone.slice(2, 4), everyone.slice(4, 6), []]);
    expect(namesOf(await list('owner@acme.test', '?search=o&PageSize=1'))).toEqual(['Omar Owner']);
    // A search that matches everyone lists them in the same order (it computes the keys the list reads).
    expect(namesOf(await list('owner@acme.test', '?search=acme.test&PageNo=1&PageSize=10'))).toEqual(everyone);
    const refused = await w.call({
      method: 'GET',
      url: '/api/v1/Timeline/GetActivityUsers?PageSize=0',
      as: 'owner@acme.test',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('gives the member asked for by id only when they are in the scope, and nobody else', async () => {
    const nora = w.id('nora@acme.test');
    expect(namesOf(await list('mona@acme.test', `?UserId=${nora}`))).toEqual(['Nora North']);
    expect(namesOf(await list('owner@acme.test', `?UserId=${nora}&PageSize=2`))).toEqual(['Nora North']);
    expect(await list('mona@acme.test', `?UserId=${w.id('emma@acme.test')}`)).toEqual([]);
    expect(await list('eli@acme.test', `?UserId=${nora}`)).toEqual([]);
    expect(await list('owner@globex.test', `?UserId=${nora}`)).toEqual([]);
    expect(await list('owner@acme.test', `?UserId=${w.id('owner@globex.test')}`)).toEqual([]);
    const refused = await w.call({
      method: 'GET',
      url: '/api/v1/Timeline/GetActivityUsers?UserId=nora',
      as: 'owner@acme.test',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers an unchanged list with a 304, and a changed one in full', async () => {
    const url = '/api/v1/Timeline/GetActivityUsers';
    const first = await w.call({ method: 'GET', url, as: 'mona@acme.test' });
    const etag = String(first.headers.etag);
    const again = await w.call({ method: 'GET', url, as: 'mona@acme.test', headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const beat = await w.call({ method: 'POST', url: '/api/v1/Tracker/Heartbeat', as: 'mona@acme.test', payload: {} });
    expect(beat.statusCode).toBe(200);
    const changed = await w.call({ method: 'GET', url, as: 'mona@acme.test', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect((changed.json().result as User[]).find((item) => item.email === 'mona@acme.test')?.isOnline).toBe(true);
    w.clock.advance(121_000);
  });

  it('leaves deleted members out', async () => {
    await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx
        .update(members)
        .set({ status: 'deleted' })
        .where(eq(members.id, w.id('nora@acme.test'))),
    );
    expect(namesOf(await list('owner@acme.test'))).not.toContain('Nora North');
    expect(namesOf(await list('mona@acme.test'))).toEqual(['Mona Manager', 'Eli Zed']);
  });
});
