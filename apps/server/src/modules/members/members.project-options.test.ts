import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembersWorld, startMembersWorld } from './members.fixture.ts';

let w: MembersWorld;
/** Acme's open projects as the options list them: by name ignoring case (names whose order no collation changes). */
const byName = [
  '100 percent',
  '50% off',
  'Apollo',
  'apollo two',
  'back\\slash',
  'Hermes',
  'twin',
  'Twine',
  'under_score',
  'underXscore',
  'Zeus',
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  w = await startMembersWorld({ signInAs: ['owner@acme.test', 'eli@acme.test'] });
  const statuses: Record<string, 'opened' | 'pending'> = { Hermes: 'opened', Zeus: 'pending' };
  // Made out of order, so that the order of the answer is the server's.
  for (const name of ['Zeus', 'twin', 'Apollo', 'under_score', 'Twine', '50% off', 'Hermes', 'apollo two'])
    ids[name] = await w.insertProject(w.acme.tenantId, name, statuses[name]);
  for (const name of ['underXscore', 'back\\slash', '100 percent'])
    ids[name] = await w.insertProject(w.acme.tenantId, name);
  await w.insertProject(w.acme.tenantId, 'Apollo archived', 'archived');
  await w.insertProject(w.acme.tenantId, 'Apollo done', 'done');
  await w.insertProject(w.acme.tenantId, 'Apollo canceled', 'canceled');
  await w.insertProject(w.globex.tenantId, 'Apollo of Globex');
});
afterAll(() => w.close());

const options = (query = '', as = 'owner@acme.test') =>
  w.call({ method: 'GET', url: `/api/v1/Member/GetMemberProjectOptions${query}`, as });
/** The names an answer that must be a 200 lists, in its order. */
async function names(query: string) {
  const response = await options(query);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().result as Array<{ id: string; name: string }>).map((project) => project.name);
}

describe('the member editor’s project options', () => {
  it('lists every open project of the organisation by name, then id, without parameters as before', async () => {
    const response = await options();
    expect(response.statusCode).toBe(200);
    const result = response.json().result as Array<{ id: string; name: string }>;
    expect(result.map((project) => project.name)).toEqual(byName);
    expect(result.find((project) => project.name === 'Apollo')).toEqual({ id: ids.Apollo, name: 'Apollo' });
    expect(await names('?search=')).toEqual(byName);
    expect(await names('?search=%20%20')).toEqual(byName);
  });

  it('keeps the projects whose name holds the search, ignoring case and surrounding spaces', async () => {
    expect(await names('?search=APOLLO')).toEqual(['Apollo', 'apollo two']);
    expect(await names('?search=%20ollo%20t%20')).toEqual(['apollo two']);
    expect(await names('?search=WIN')).toEqual(['twin', 'Twine']);
    expect(await names('?search=globex')).toEqual([]);
  });

  it('takes %, _ and \\ in the search literally', async () => {
    expect(await names('?search=%25')).toEqual(['50% off']);
    expect(await names('?search=0%25')).toEqual(['50% off']);
    expect(await names('?search=_')).toEqual(['under_score']);
    expect(await names('?search=%5C')).toEqual(['back\\slash']);
    expect(await names('?search=%5Cs')).toEqual(['back\\slash']);
  });

  it('answers one page at a time: disjoint pages that together are the whole list in name order', async () => {
    const pages: string[][] = [];
    for (let page = 1; page <= 4; page += 1) pages.push(await names(`?PageNo=${page}&PageSize=3`));
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 2]);
    expect(pages.flat()).toEqual(byName);
    expect(await names('?PageNo=5&PageSize=3')).toEqual([]);
    // Either one alone takes the other from the default page: the first page, of 10.
    expect(await names('?PageSize=2')).toEqual(byName.slice(0, 2));
    expect(await names('?PageNo=2')).toEqual(byName.slice(10));
    expect(await names('?search=o&PageNo=2&PageSize=2')).toEqual(['apollo two', 'under_score']);
    expect(await names('?PageNo=1&PageSize=100')).toEqual(byName);
  });

  it('refuses hostile input with a 400 naming the field and what is wrong, never a 500', async () => {
    const hostile: Array<[query: string, field: string, message: RegExp]> = [
      [`?search=${'a'.repeat(101)}`, 'querystring.search', /<=100 characters/],
      [`?search=${'a'.repeat(10_000)}`, 'querystring.search', /<=100 characters/],
      ['?search=a%00b', 'url', /control characters/],
      ['?search=a%01b', 'querystring.search', /control characters/],
      ['?search=a%1Bb', 'querystring.search', /control characters/],
      ['?search=a%7Fb', 'querystring.search', /control characters/],
      ['?PageSize=0', 'querystring.PageSize', />=1/],
      ['?PageSize=', 'querystring.PageSize', />=1/],
      ['?PageSize=101', 'querystring.PageSize', /<=100/],
      ['?PageSize=1000000000', 'querystring.PageSize', /<=100/],
      ['?PageSize=1e9', 'querystring.PageSize', /<=100/],
      ['?PageSize=-1', 'querystring.PageSize', />=1/],
      ['?PageNo=-1', 'querystring.PageNo', />=1/],
      ['?PageNo=0', 'querystring.PageNo', />=1/],
      ['?PageNo=1.5', 'querystring.PageNo', /int/],
      ['?PageNo=1e400', 'querystring.PageNo', /number/],
      ['?PageNo=x&PageSize=5', 'querystring.PageNo', /number/],
    ];
    for (const [query, field, message] of hostile) {
      const response = await options(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors, query).toEqual([
        expect.objectContaining({ field, message: expect.stringMatching(message) }),
      ]);
    }
  });

  it('is refused to those who do not manage members', async () => {
    expect((await options('?search=apollo', 'eli@acme.test')).statusCode).toBe(403);
  });
});
