import { structureMessages, totalPages } from '@worktrail/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/transactions.ts';
import { type MembersWorld, startMembersWorld } from '../members/members.fixture.ts';
import { members } from '../members/members.table.ts';

let w: MembersWorld;
beforeAll(async () => {
  w = await startMembersWorld({
    signInAs: ['owner@acme.test', 'mona@acme.test', 'eli@acme.test', 'owner@globex.test'],
  });
});
afterAll(() => w.close());

const page = (as: string, query = '') => w.call({ method: 'GET', url: `/api/v1/Position/GetPagedList${query}`, as });
const create = (as: string, name: string | undefined) =>
  w.call({
    method: 'POST',
    url: `/api/v1/Position/Create${name === undefined ? '' : `?positionName=${encodeURIComponent(name)}`}`,
    as,
  });
const remove = (as: string, id: string) => w.call({ method: 'DELETE', url: `/api/v1/Position/Delete?id=${id}`, as });
const namesOf = (response: Awaited<ReturnType<typeof page>>) =>
  response.json().result.items.map((item: { name: string }) => item.name) as string[];

const hold = (positionId: string, emails: string[]) =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
    for (const email of emails)
      await tx
        .update(members)
        .set({ positionId })
        .where(and(eq(members.tenantId, w.acme.tenantId), eq(members.id, w.memberIds[email] ?? '')));
  });

describe('positions', () => {
  it('pages the positions by name, 10 by default, each with how many members hold it', async () => {
    for (let index = 1; index <= 12; index += 1) {
      expect((await create('owner@acme.test', `Role ${String(index).padStart(2, '0')}`)).statusCode).toBe(200);
    }
    const first = await page('owner@acme.test');
    expect(first.statusCode).toBe(200);
    expect(namesOf(first)).toHaveLength(10);
    expect(first.json().result.totalCount).toBe(12);
    expect(totalPages({ total: 12, size: 10 })).toBe(2);
    const second = await page('owner@acme.test', '?pageNo=2&pageCount=10');
    expect(namesOf(second)).toEqual(['Role 11', 'Role 12']);

    const developer = (await create('owner@acme.test', ' Developer ')).json().result;
    expect(developer).toMatchObject({ name: 'Developer', totalCount: 0 });
    await hold(developer.id, ['eli@acme.test', 'emma@acme.test', 'dan@acme.test']);
    const withCounts = (await page('owner@acme.test', '?pageCount=1')).json().result;
    expect(withCounts).toEqual({ items: [{ id: developer.id, name: 'Developer', totalCount: 3 }], totalCount: 13 });
    expect((await page('owner@acme.test', '?pageCount=101')).statusCode).toBe(400);
    expect((await page('owner@acme.test', '?pageNo=0')).statusCode).toBe(400);
  });

  it('requires a unique name of at most 100 characters', async () => {
    for (const name of [undefined, '', '  ']) {
      const response = await create('owner@acme.test', name);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toEqual({
        field: 'querystring.positionName',
        message: structureMessages.positionNameRequired,
        messageKey: 'structure.messages.positionNameRequired',
      });
    }
    expect((await create('owner@acme.test', 'z'.repeat(101))).json().errors[0].message).toBe(
      structureMessages.positionNameTooLong,
    );
    const duplicate = await create('owner@acme.test', 'developer');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: structureMessages.positionExists });
    expect((await page('owner@acme.test')).json().result.totalCount).toBe(13);
    expect((await create('owner@globex.test', 'Developer')).statusCode).toBe(200);
  });

  it('refuses to delete a position members hold, saying how many, and deletes a free one', async () => {
    const developer = (await page('owner@acme.test', '?pageCount=1')).json().result.items[0];
    const refused = await remove('owner@acme.test', developer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This position is used by 3 member(s). Reassign them to another position before deleting it.',
    });
    const free = (await page('owner@acme.test', '?pageNo=13&pageCount=1')).json().result.items[0];
    expect(free.name).toBe('Role 12');
    expect((await remove('owner@acme.test', free.id)).json().result).toEqual({ id: free.id });
    expect((await page('owner@acme.test')).json().result.totalCount).toBe(12);
  });

  it('keeps organisations apart: another organisation’s position is not found and its list is its own', async () => {
    const globex = (await page('owner@globex.test')).json().result;
    expect(globex.items.map((item: { name: string }) => item.name)).toEqual(['Developer']);
    expect(globex.items[0].totalCount).toBe(0);
    const response = await remove('owner@acme.test', globex.items[0].id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(structureMessages.positionNotFound);
    expect((await page('owner@globex.test')).json().result.totalCount).toBe(1);
  });

  it('lets a manager read positions but not change them; an employee gets neither', async () => {
    expect((await page('mona@acme.test')).statusCode).toBe(200);
    expect((await create('mona@acme.test', 'Tester')).statusCode).toBe(403);
    expect((await page('eli@acme.test')).statusCode).toBe(403);
    const anyId = (await page('owner@acme.test')).json().result.items[0].id;
    expect((await remove('eli@acme.test', anyId)).statusCode).toBe(403);
    expect((await page('owner@acme.test')).json().result.totalCount).toBe(12);
  });
});
