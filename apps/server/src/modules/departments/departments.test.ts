import { structureMessages } from '@worktrail/contract';
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

const list = (as: string) => w.call({ method: 'GET', url: '/api/v1/Department/GetDepartmentList', as });
const create = (as: string, name: string | undefined) =>
  w.call({
    method: 'POST',
    url: `/api/v1/Department/Create${name === undefined ? '' : `?DepartmentName=${encodeURIComponent(name)}`}`,
    as,
  });
const remove = (as: string, id: string) => w.call({ method: 'DELETE', url: `/api/v1/Department/Delete?Id=${id}`, as });
const names = async (as: string) =>
  (await list(as)).json().result.map((department: { name: string }) => department.name) as string[];

/** Puts Acme members in a department directly, as a member edit would. */
const placeIn = (departmentId: string, emails: string[]) =>
  inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, async (tx) => {
    for (const email of emails)
      await tx
        .update(members)
        .set({ departmentId })
        .where(and(eq(members.tenantId, w.acme.tenantId), eq(members.id, w.memberIds[email] ?? '')));
  });

describe('departments', () => {
  it('lets the owner create departments, trimmed, listed by name with their member counts', async () => {
    const created = await create('owner@acme.test', '  Sales  ');
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toMatchObject({ name: 'Sales', memberCount: 0 });
    expect((await create('owner@acme.test', 'engineering')).statusCode).toBe(200);
    await placeIn(created.json().result.id, ['eli@acme.test', 'ivan@acme.test']);
    const listed = (await list('owner@acme.test')).json().result;
    expect(listed).toEqual([
      { id: expect.any(String), name: 'engineering', memberCount: 0 },
      { id: created.json().result.id, name: 'Sales', memberCount: 2 },
    ]);
  });

  it('requires a name of at most 100 characters', async () => {
    for (const name of [undefined, '', '   ']) {
      const response = await create('owner@acme.test', name);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          field: 'querystring.DepartmentName',
          message: structureMessages.departmentNameRequired,
          messageKey: 'structure.messages.departmentNameRequired',
        },
      ]);
    }
    const long = await create('owner@acme.test', 'x'.repeat(101));
    expect(long.json().errors[0].message).toBe(structureMessages.departmentNameTooLong);
    expect((await create('owner@acme.test', 'y'.repeat(100))).statusCode).toBe(200);
  });

  it('refuses a name the organisation already has, ignoring case, but another organisation may use it', async () => {
    const duplicate = await create('owner@acme.test', 'SALES');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: structureMessages.departmentExists });
    expect((await names('owner@acme.test')).filter((name) => name.toLowerCase() === 'sales')).toEqual(['Sales']);
    expect((await create('owner@globex.test', 'Sales')).statusCode).toBe(200);
    expect(await names('owner@globex.test')).toEqual(['Sales']);
  });

  it('refuses to delete a department in use, saying how many members use it, and deletes it once free', async () => {
    const sales = (await list('owner@acme.test')).json().result.find((d: { name: string }) => d.name === 'Sales');
    const refused = await remove('owner@acme.test', sales.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This department is used by 2 member(s). Reassign them to another department before deleting it.',
    });
    expect(await names('owner@acme.test')).toContain('Sales');

    await inTenant({ db: w.t.db, tenantId: w.acme.tenantId }, (tx) =>
      tx.update(members).set({ departmentId: null }).where(eq(members.tenantId, w.acme.tenantId)),
    );
    const deleted = await remove('owner@acme.test', sales.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result).toEqual({ id: sales.id });
    expect(await names('owner@acme.test')).not.toContain('Sales');
    expect((await remove('owner@acme.test', sales.id)).statusCode).toBe(404);
  });

  it('answers 404 for another organisation’s department, deleting nothing', async () => {
    const globexSales = (await list('owner@globex.test')).json().result[0];
    const response = await remove('owner@acme.test', globexSales.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(structureMessages.departmentNotFound);
    expect(await names('owner@globex.test')).toEqual(['Sales']);
    expect((await remove('owner@acme.test', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('lets a manager read departments but not change them; an employee gets neither', async () => {
    expect((await list('mona@acme.test')).statusCode).toBe(200);
    expect((await create('mona@acme.test', 'Support')).statusCode).toBe(403);
    expect((await list('eli@acme.test')).statusCode).toBe(403);
    expect((await create('eli@acme.test', 'Support')).statusCode).toBe(403);
    const anyId = (await list('owner@acme.test')).json().result[0].id;
    expect((await remove('mona@acme.test', anyId)).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/v1/Department/GetDepartmentList' })).statusCode).toBe(401);
    expect(await names('owner@acme.test')).not.toContain('Support');
  });
});
