import { permissions } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';

let w: MembersWorld;
beforeAll(async () => {
  w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'],
  });
  // Mona looks after Eli and the archived Aria; Emma and Olivia are outside her scope.
  await w.assign('mona@acme.test', ['eli@acme.test', 'aria@acme.test']);
});
afterAll(() => w.close());

const id = (email: string) => w.memberIds[email] ?? '';
const picker = (as: string, query = '') =>
  w.call({ method: 'GET', url: `/api/v1/Member/GetMemberInTenant${query}`, as });
/** The e-mails listed and the count of an answer that must be a 200. */
async function listed(as: string, query: string) {
  const response = await picker(as, query);
  expect(response.statusCode, response.body).toBe(200);
  const { membersInTenant, memberCount } = response.json().result;
  return { emails: membersInTenant.map((member: { email: string }) => member.email), memberCount };
}
const ids = (...emails: string[]) => emails.map(id).join(',');

describe('the member picker’s search', () => {
  it('finds active members by part of the name or e-mail, ignoring case and surrounding spaces', async () => {
    expect(await listed('owner@acme.test', '?search=STONE')).toEqual({ emails: ['emma@acme.test'], memberCount: 1 });
    expect(await listed('owner@acme.test', '?search=%20eli%40%20')).toEqual({
      emails: ['eli@acme.test'],
      memberCount: 1,
    });
    expect(await listed('owner@acme.test', '?search=mona%20man')).toEqual({
      emails: ['mona@acme.test'],
      memberCount: 1,
    });
    // Ivan is inactive: a picker never offers him.
    expect(await listed('owner@acme.test', '?search=idle')).toEqual({ emails: [], memberCount: 0 });
    expect(await listed('owner@acme.test', '?search=%25')).toEqual({ emails: [], memberCount: 0 });
  });

  it('refuses a search over 100 characters or holding a NUL', async () => {
    expect((await picker('owner@acme.test', `?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await picker('owner@acme.test', '?search=a%00b')).statusCode).toBe(400);
  });
});

describe('the member picker’s pages', () => {
  it('gives one page by name with the count of every match, and the whole list without paging', async () => {
    const all = ['eli@acme.test', 'emma@acme.test', 'mona@acme.test', 'owner@acme.test'];
    expect(await listed('owner@acme.test', '')).toEqual({ emails: all, memberCount: 4 });
    expect(await listed('owner@acme.test', '?PageNo=1&PageSize=2')).toEqual({
      emails: all.slice(0, 2),
      memberCount: 4,
    });
    expect(await listed('owner@acme.test', '?PageNo=2&PageSize=1')).toEqual({
      emails: ['emma@acme.test'],
      memberCount: 4,
    });
    expect(await listed('owner@acme.test', '?PageNo=2&PageSize=3')).toEqual({
      emails: ['owner@acme.test'],
      memberCount: 4,
    });
    expect(await listed('owner@acme.test', '?PageNo=9&PageSize=2')).toEqual({ emails: [], memberCount: 4 });
    expect(await listed('owner@acme.test', '?search=e&PageSize=1')).toEqual({
      emails: ['eli@acme.test'],
      memberCount: 4,
    });
  });

  it('refuses a page size over 100, a page below 1 and pages that are not whole numbers', async () => {
    for (const query of ['?PageSize=101', '?PageSize=0', '?PageNo=0', '?PageNo=1.5', '?PageNo=1e400', '?PageSize=x'])
      expect((await picker('owner@acme.test', query)).statusCode, query).toBe(400);
  });
});

describe('the member picker by ids', () => {
  it('names the members asked for, comma separated or repeated, leaving out the inactive and the foreign', async () => {
    const foreign = w.memberIds['gus@globex.test'] ?? '';
    expect(
      await listed('owner@acme.test', `?MemberIds=${ids('owner@acme.test', 'eli@acme.test', 'ivan@acme.test')}`),
    ).toEqual({ emails: ['eli@acme.test', 'owner@acme.test'], memberCount: 2 });
    expect(
      await listed('owner@acme.test', `?MemberIds=${id('emma@acme.test')}&MemberIds=${foreign}&search=stone`),
    ).toEqual({ emails: ['emma@acme.test'], memberCount: 1 });
    expect(await listed('owner@globex.test', `?MemberIds=${ids('owner@acme.test', 'eli@acme.test')}`)).toEqual({
      emails: [],
      memberCount: 0,
    });
  });

  it('refuses an id that is not one, and more than 1000 ids', async () => {
    expect((await picker('owner@acme.test', '?MemberIds=42')).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, n) => `0198c1f0-0000-7000-8000-${String(n).padStart(12, '0')}`);
    const response = await w.call({
      method: 'GET',
      url: '/api/v1/Member/GetMemberInTenant',
      query: { MemberIds: many.join(',') },
      as: 'owner@acme.test',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the member picker’s managers', () => {
  it('keeps the members whose role lets members be assigned to them', async () => {
    expect(await listed('owner@acme.test', '?Managers=true')).toEqual({
      emails: ['mona@acme.test', 'owner@acme.test'],
      memberCount: 2,
    });
    expect(await listed('owner@acme.test', '?Managers=false&search=park')).toEqual({
      emails: ['eli@acme.test'],
      memberCount: 1,
    });
    expect((await picker('owner@acme.test', '?Managers=yes')).statusCode).toBe(400);
  });
});

describe('the member picker’s data scope', () => {
  it('never shows a manager a member outside their scope, whatever they ask', async () => {
    const inScope = ['eli@acme.test', 'mona@acme.test'];
    expect(await listed('mona@acme.test', '')).toEqual({ emails: inScope, memberCount: 2 });
    expect(await listed('mona@acme.test', '?PageNo=1&PageSize=100')).toEqual({ emails: inScope, memberCount: 2 });
    expect(await listed('mona@acme.test', '?PageNo=1&PageSize=1')).toEqual({
      emails: ['eli@acme.test'],
      memberCount: 2,
    });
    expect(await listed('mona@acme.test', '?search=olivia')).toEqual({ emails: [], memberCount: 0 });
    expect(await listed('mona@acme.test', '?search=acme.test&PageSize=1&PageNo=3')).toEqual({
      emails: [],
      memberCount: 2,
    });
    expect(
      await listed('mona@acme.test', `?MemberIds=${ids('owner@acme.test', 'emma@acme.test', 'eli@acme.test')}`),
    ).toEqual({ emails: ['eli@acme.test'], memberCount: 1 });
    expect(await listed('mona@acme.test', '?Managers=true')).toEqual({ emails: ['mona@acme.test'], memberCount: 1 });
  });

  it('shows an employee let read members only themself, whatever they ask', async () => {
    await w.grant({ role: 'employee', permission: permissions.members.read });
    expect(await listed('eli@acme.test', '?PageNo=1&PageSize=50')).toEqual({
      emails: ['eli@acme.test'],
      memberCount: 1,
    });
    expect(await listed('eli@acme.test', `?MemberIds=${ids('owner@acme.test', 'emma@acme.test')}`)).toEqual({
      emails: [],
      memberCount: 0,
    });
    expect(await listed('eli@acme.test', '?search=owner')).toEqual({ emails: [], memberCount: 0 });
  });
});
