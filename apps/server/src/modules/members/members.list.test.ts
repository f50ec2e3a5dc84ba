import { totalPages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';

let w: MembersWorld;
beforeAll(async () => {
  w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'],
  });
});
afterAll(() => w.close());

const list = (as: string, query = '') =>
  w.call({ method: 'GET', url: `/api/v1/Member/GetMemberPagedList${query}`, as });
const picker = (as: string) => w.call({ method: 'GET', url: '/api/v1/Member/GetMemberInTenant', as });
const emailsOf = (response: Awaited<ReturnType<typeof list>>) =>
  response.json().result.items.map((item: { email: string }) => item.email);
const id = (email: string) => w.memberIds[email] ?? '';

describe('the members list', () => {
  it('lets the owner list the active members newest first, with the count of each status', async () => {
    const response = await list('owner@acme.test');
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(emailsOf(response)).toEqual(['emma@acme.test', 'eli@acme.test', 'mona@acme.test', 'owner@acme.test']);
    expect(result.totalCount).toBe(4);
    expect(result.statusCounts).toEqual({ active: 4, inactive: 1, archived: 1, deleted: 1, all: 7 });
    expect(result.items[0]).toEqual({
      id: id('emma@acme.test'),
      userId: w.acme.users['emma@acme.test'],
      name: 'Emma',
      surname: 'Stone',
      email: 'emma@acme.test',
      phone: null,
      country: null,
      timeZone: null,
      position: null,
      department: null,
      hourlyRate: null,
      currency: null,
      role: 'employee',
      status: 'active',
      projects: [],
      managers: [],
      managedMemberIds: [],
      concurrencyStamp: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: '2025-01-01T00:03:00.000Z',
    });

    const all = await list('owner@acme.test', '?Status=all');
    expect(emailsOf(all)).toEqual([
      'dan@acme.test',
      'aria@acme.test',
      'ivan@acme.test',
      'emma@acme.test',
      'eli@acme.test',
      'mona@acme.test',
      'owner@acme.test',
    ]);
    expect(emailsOf(await list('owner@acme.test', '?Status=archived'))).toEqual(['aria@acme.test']);
  });

  it('finds members by name, surname, full name or e-mail, ignoring case', async () => {
    expect(emailsOf(await list('owner@acme.test', '?MemberName=STONE'))).toEqual(['emma@acme.test']);
    expect(emailsOf(await list('owner@acme.test', '?MemberName=eli%40'))).toEqual(['eli@acme.test']);
    expect(emailsOf(await list('owner@acme.test', '?MemberName=mona%20manager'))).toEqual(['mona@acme.test']);
    const idle = (await list('owner@acme.test', '?MemberName=idle')).json().result;
    expect(idle.items).toEqual([]);
    expect(idle.statusCounts).toEqual({ active: 0, inactive: 1, archived: 0, deleted: 0, all: 1 });
    expect(emailsOf(await list('owner@acme.test', '?MemberName=idle&Status=inactive'))).toEqual(['ivan@acme.test']);
    expect(emailsOf(await list('owner@acme.test', '?MemberName=%25'))).toEqual([]);
  });

  it('pages the list by UsersPageNo and UsersPageCount', async () => {
    const second = (await list('owner@acme.test', '?UsersPageNo=2&UsersPageCount=1')).json().result;
    expect(second.items.map((item: { email: string }) => item.email)).toEqual(['eli@acme.test']);
    expect(totalPages({ total: second.totalCount, size: 1 })).toBe(4);
    const beyond = (await list('owner@acme.test', '?UsersPageNo=5&UsersPageCount=1')).json().result;
    expect(beyond).toMatchObject({ items: [], totalCount: 4 });
    expect((await list('owner@acme.test', '?UsersPageCount=101')).statusCode).toBe(400);
    expect((await list('owner@acme.test', '?UsersPageNo=0')).statusCode).toBe(400);
    expect((await list('owner@acme.test', '?Status=gone')).statusCode).toBe(400);
  });

  it('sorts by name, e-mail, role, status or joining date, either way', async () => {
    expect(emailsOf(await list('owner@acme.test', '?Sorting=name'))).toEqual([
      'eli@acme.test',
      'emma@acme.test',
      'mona@acme.test',
      'owner@acme.test',
    ]);
    expect(emailsOf(await list('owner@acme.test', '?Sorting=email&SortDirection=desc'))).toEqual([
      'owner@acme.test',
      'mona@acme.test',
      'emma@acme.test',
      'eli@acme.test',
    ]);
    expect(emailsOf(await list('owner@acme.test', '?Sorting=role'))).toEqual([
      'owner@acme.test',
      'mona@acme.test',
      'emma@acme.test',
      'eli@acme.test',
    ]);
    expect(emailsOf(await list('owner@acme.test', '?Status=all&Sorting=status&UsersPageCount=3'))).toEqual([
      'emma@acme.test',
      'eli@acme.test',
      'mona@acme.test',
    ]);
    expect(emailsOf(await list('owner@acme.test', '?Sorting=createdAt&SortDirection=asc'))).toEqual([
      'owner@acme.test',
      'mona@acme.test',
      'eli@acme.test',
      'emma@acme.test',
    ]);
    expect((await list('owner@acme.test', '?Sorting=salary')).statusCode).toBe(400);
    expect((await list('owner@acme.test', '?SortDirection=up')).statusCode).toBe(400);
  });

  it('keeps only the members of a department named exactly so, ignoring case, and counts only them', async () => {
    const none = (await list('owner@acme.test', '?DepartmentName=Sales')).json().result;
    expect(none.items).toEqual([]);
    expect(none.statusCounts.all).toBe(0);
  });
});

describe('the data scope of the members list', () => {
  it('shows a manager only themself until members are assigned to them, then those members too', async () => {
    const alone = await list('mona@acme.test', '?Status=all');
    expect(emailsOf(alone)).toEqual(['mona@acme.test']);
    expect(alone.json().result.statusCounts).toEqual({ active: 1, inactive: 0, archived: 0, deleted: 0, all: 1 });

    const assign = await w.assign('mona@acme.test', ['eli@acme.test', 'aria@acme.test']);
    expect(assign.statusCode).toBe(200);

    const scoped = await list('mona@acme.test', '?Status=all');
    expect(emailsOf(scoped)).toEqual(['aria@acme.test', 'eli@acme.test', 'mona@acme.test']);
    expect(scoped.body).not.toContain('owner@acme.test');
    expect(scoped.json().result.statusCounts).toMatchObject({ active: 2, archived: 1, all: 3 });
    const { membersInTenant, memberCount } = (await picker('mona@acme.test')).json().result;
    expect(membersInTenant.map((member: { email: string }) => member.email)).toEqual([
      'eli@acme.test',
      'mona@acme.test',
    ]);
    expect(memberCount).toBe(2);
  });

  it('shows each member’s managers and each manager’s members', async () => {
    const items = (await list('owner@acme.test')).json().result.items as Array<{
      email: string;
      managers: unknown[];
      managedMemberIds: string[];
    }>;
    const byEmail = Object.fromEntries(items.map((item) => [item.email, item]));
    expect(byEmail['eli@acme.test']?.managers).toEqual([{ id: id('mona@acme.test'), name: 'Mona Manager' }]);
    expect(byEmail['mona@acme.test']?.managedMemberIds).toEqual([id('eli@acme.test'), id('aria@acme.test')]);
  });

  it('refuses an employee the list and the picker', async () => {
    expect((await list('eli@acme.test')).statusCode).toBe(403);
    expect((await picker('eli@acme.test')).statusCode).toBe(403);
  });

  it('gives the owner every active member for pickers, by name, and never another organisation’s', async () => {
    const { membersInTenant } = (await picker('owner@acme.test')).json().result;
    expect(membersInTenant.map((member: { name: string }) => member.name)).toEqual([
      'Eli Park',
      'Emma Stone',
      'Mona Manager',
      'Olivia Owner',
    ]);
    const foreign = await list('owner@globex.test', '?Status=all');
    expect(emailsOf(foreign)).toEqual(['gus@globex.test', 'owner@globex.test']);
    expect(foreign.body).not.toContain('acme');
  });
});
