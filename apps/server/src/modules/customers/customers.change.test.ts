import { customerMessages } from '@worktrail/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type CustomersWorld, startCustomersWorld } from './customers.fixture.ts';

let w: CustomersWorld;
beforeAll(async () => {
  w = await startCustomersWorld();
});
afterAll(() => w.close());

const save = (payload: Record<string, unknown>, as: Caller = 'owner') =>
  w.call({ method: 'POST', url: '/v1/Customer/CreateOrUpdate', as, payload });
const update = (id: string, payload: Record<string, unknown>, as: Caller = 'owner') =>
  w.call({ method: 'POST', url: `/v1/Customer/Update?id=${id}`, as, payload });
const remove = (id: string, as: Caller = 'owner') =>
  w.call({ method: 'DELETE', url: `/v1/Customer/DeleteById?id=${id}`, as });
const getById = async (id: string) =>
  (await w.call({ method: 'GET', url: `/v1/Customer/GetById?id=${id}`, as: 'owner' })).json().result;
const fieldMessages = (response: Awaited<ReturnType<typeof save>>) =>
  (response.json().errors as Array<{ message: string }>).map((error) => error.message);

describe('creating a customer', () => {
  it('creates an active customer with a trimmed name, dated by the clock', async () => {
    const response = await save({ name: '  Contoso Ltd  ', note: ' Key account ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      result: { name: 'Contoso Ltd', note: 'Key account', status: 'active', projectCount: 0, taskCount: 0 },
    });
    expect(response.json().result.createdAt).toBe(w.clock.now().toISOString());
  });

  it('requires a name of at most 200 characters and a note of at most 2000', async () => {
    expect(fieldMessages(await save({ note: 'x' }))).toEqual([customerMessages.nameRequired]);
    expect(fieldMessages(await save({ name: '   ' }))).toEqual([customerMessages.nameRequired]);
    expect(fieldMessages(await save({ name: 'n'.repeat(201) }))).toEqual([customerMessages.nameTooLong]);
    expect(fieldMessages(await save({ name: 'Long note', note: 'n'.repeat(2001) }))).toEqual([
      customerMessages.noteTooLong,
    ]);
    expect((await save({ name: 'n'.repeat(200), note: 'n'.repeat(2000) })).statusCode).toBe(200);
    expect((await save({ name: 'Bad status', status: 'archived' })).statusCode).toBe(400);
    expect((await save({ name: 'Extra field', colour: 'red' })).statusCode).toBe(400);
  });

  it('refuses a name another customer has, ignoring case, and creates nothing', async () => {
    await w.create({ name: 'Fabrikam' });
    const twin = await save({ name: ' FABRIKAM ' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: customerMessages.alreadyExists });
    const listed = await w.call({ method: 'GET', url: '/v1/Customer/GetCustomerPagedList?Name=fabrikam', as: 'owner' });
    expect(listed.json().result.totalCount).toBe(1);
  });

  it('lets another organisation use the same name', async () => {
    await w.create({ name: 'Shared Name Inc' });
    expect((await save({ name: 'Shared Name Inc' }, 'foreigner')).statusCode).toBe(200);
  });

  it('lets a manager create, refuses an employee and an anonymous caller', async () => {
    expect((await save({ name: 'Manager Made' }, 'manager')).statusCode).toBe(200);
    expect((await save({ name: 'Employee Made' }, 'employee')).statusCode).toBe(403);
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: '/v1/Customer/CreateOrUpdate',
      payload: { name: 'Anonymous' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('updating a customer', () => {
  it('changes name, note and status and gives a new stamp, through Update and through CreateOrUpdate', async () => {
    const created = await w.create({ name: 'Tailspin' });
    const first = await update(created.id, {
      name: 'Tailspin Toys',
      note: 'renamed',
      status: 'inactive',
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(first.statusCode).toBe(200);
    const changed = first.json().result;
    expect(changed).toMatchObject({ id: created.id, name: 'Tailspin Toys', note: 'renamed', status: 'inactive' });
    expect(changed.concurrencyStamp).not.toBe(created.concurrencyStamp);

    const second = await save({
      id: created.id,
      name: 'Tailspin',
      status: 'active',
      concurrencyStamp: changed.concurrencyStamp,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toMatchObject({ name: 'Tailspin', note: '', status: 'active' });
  });

  it('refuses a stale stamp with CONCURRENCY_ERROR and changes nothing', async () => {
    const created = await w.create({ name: 'Litware' });
    const body = { name: 'Litware One', note: '', status: 'active', concurrencyStamp: created.concurrencyStamp };
    expect((await update(created.id, body)).statusCode).toBe(200);
    const stale = await update(created.id, { ...body, name: 'Litware Two' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONCURRENCY_ERROR');
    const staleUpsert = await save({ id: created.id, ...body, name: 'Litware Three' });
    expect(staleUpsert.json().code).toBe('CONCURRENCY_ERROR');
    expect((await getById(created.id)).name).toBe('Litware One');
  });

  it('requires the stamp when CreateOrUpdate updates', async () => {
    const created = await w.create({ name: 'Stampless' });
    const response = await save({ id: created.id, name: 'Stampless Two' });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toEqual([customerMessages.stampRequired]);
    expect((await getById(created.id)).name).toBe('Stampless');
  });

  it('refuses the name of another customer but keeps its own name in another case', async () => {
    await w.create({ name: 'Adatum' });
    const created = await w.create({ name: 'Proseware' });
    const body = { note: '', status: 'active', concurrencyStamp: created.concurrencyStamp };
    const taken = await update(created.id, { ...body, name: 'adatum' });
    expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: customerMessages.alreadyExists });
    expect((await update(created.id, { ...body, name: 'PROSEWARE' })).json().result.name).toBe('PROSEWARE');
  });

  it('validates the update like a creation', async () => {
    const created = await w.create({ name: 'Validated' });
    const stamp = created.concurrencyStamp;
    expect(fieldMessages(await update(created.id, { name: '', concurrencyStamp: stamp }))).toEqual([
      customerMessages.nameRequired,
    ]);
    expect((await update(created.id, { name: 'No stamp' })).statusCode).toBe(400);
  });

  it('answers not found for an unknown id and for another organisation’s customer, changing nothing', async () => {
    const created = await w.create({ name: 'Guarded' });
    const body = { name: 'Hijacked', note: '', status: 'active', concurrencyStamp: created.concurrencyStamp };
    const foreign = await update(created.id, body, 'foreigner');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(customerMessages.notFound);
    expect((await save({ id: created.id, ...body }, 'foreigner')).statusCode).toBe(404);
    expect((await update('0190f5f0-0000-7000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await getById(created.id)).name).toBe('Guarded');
  });

  it('lets a manager update, refuses an employee, and refuses CreateOrUpdate updates without the update permission', async () => {
    const created = await w.create({ name: 'Permissions Co' });
    const body = {
      name: 'Permissions Co',
      note: 'by manager',
      status: 'active',
      concurrencyStamp: created.concurrencyStamp,
    };
    expect((await update(created.id, body, 'employee')).statusCode).toBe(403);
    const byManager = await update(created.id, body, 'manager');
    expect(byManager.statusCode).toBe(200);
    await w.revoke({ role: 'manager', permission: 'Worktrail.Customers.Update' });
    const upsert = await save(
      { id: created.id, ...body, concurrencyStamp: byManager.json().result.concurrencyStamp },
      'manager',
    );
    expect(upsert.statusCode).toBe(403);
    expect((await save({ name: 'Manager still creates' }, 'manager')).statusCode).toBe(200);
  });
});

describe('deleting a customer', () => {
  it('deletes a customer without projects', async () => {
    const created = await w.create({ name: 'Short Lived' });
    const response = await remove(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id: created.id });
    expect(
      (await w.call({ method: 'GET', url: `/v1/Customer/GetById?id=${created.id}`, as: 'owner' })).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a customer that still has projects, saying how many, and keeps it', async () => {
    const created = await w.create({ name: 'Has Projects' });
    await w.addProject({ customerId: created.id, name: 'In use one' });
    await w.addProject({ customerId: created.id, name: 'In use two' });
    const response = await remove(created.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'IN_USE',
      message: 'This customer cannot be deleted because it still has 2 project(s). Delete or move them first.',
    });
    expect((await getById(created.id)).projectCount).toBe(2);
  });

  it('answers not found for an unknown id and another organisation’s customer', async () => {
    const created = await w.create({ name: 'Not Yours' });
    const foreign = await remove(created.id, 'foreigner');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(customerMessages.notFound);
    expect((await remove('0190f5f0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
    expect((await getById(created.id)).name).toBe('Not Yours');
  });

  it('is refused to a manager and an employee, who lack the delete permission', async () => {
    const created = await w.create({ name: 'Owner Deletes' });
    expect((await remove(created.id, 'manager')).statusCode).toBe(403);
    expect((await remove(created.id, 'employee')).statusCode).toBe(403);
    expect((await getById(created.id)).name).toBe('Owner Deletes');
  });
});
