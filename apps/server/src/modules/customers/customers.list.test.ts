import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CustomersWorld, startCustomersWorld } from './customers.fixture.ts';

let w: CustomersWorld;
beforeAll(async () => {
  w = await startCustomersWorld();
});
afterAll(() => w.close());

type Item = { id: string; name: string; projectCount: number; totalHours: number; totalTrackedSeconds: number };
const list = (query: string, as: Parameters<CustomersWorld['call']>[0]['as'] = 'owner') =>
  w.call({ method: 'GET', url: `/v1/Customer/GetCustomerPagedList?${query}`, as });
const namesOf = async (query: string) => ((await list(query)).json().result.items as Item[]).map((item) => item.name);

describe('the customers list', () => {
  it('lists active customers newest first by default, with the counts of both tabs following the search', async () => {
    const first = await w.create({ name: 'Tab Alpha', note: 'first' });
    await w.create({ name: 'Tab Beta', status: 'inactive' });
    await w.create({ name: 'Tab Gamma' });

    const response = await list('Name=tab');
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.items.map((item: Item) => item.name)).toEqual(['Tab Gamma', 'Tab Alpha']);
    expect(result).toMatchObject({ activeCustomerCount: 2, inactiveCustomerCount: 1, totalCount: 2 });
    expect(result.items[1]).toEqual({
      id: first.id,
      name: 'Tab Alpha',
      note: 'first',
      status: 'active',
      projectCount: 0,
      taskCount: 0,
      totalTrackedSeconds: 0,
      totalHours: 0,
      createdAt: expect.stringMatching(/^2025-03-01T09:\d\d:00\.000Z$/),
      concurrencyStamp: first.concurrencyStamp,
    });

    expect(await namesOf('Name=tab&Status=inactive')).toEqual(['Tab Beta']);
    const all = (await list('Name=tab&Status=all')).json().result;
    expect(all.items.map((item: Item) => item.name)).toEqual(['Tab Gamma', 'Tab Beta', 'Tab Alpha']);
    expect(all.totalCount).toBe(3);
  });

  it('finds customers by part of the name ignoring case, taking % and _ literally', async () => {
    await w.create({ name: 'Search Northwind Traders' });
    await w.create({ name: 'Search 100% Fresh' });
    expect(await namesOf('Name=NORTHWIND')).toEqual(['Search Northwind Traders']);
    expect(await namesOf('Name=100%25')).toEqual(['Search 100% Fresh']);
    expect(await namesOf('Name=search_')).toEqual([]);
    expect(await namesOf('Name=%20%20northwind%20')).toEqual(['Search Northwind Traders']);
  });

  it('sorts by name or date joined, either way', async () => {
    for (const name of ['Sort b', 'Sort C', 'Sort a']) await w.create({ name });
    expect(await namesOf('Name=sort&Sorting=name%20asc')).toEqual(['Sort a', 'Sort b', 'Sort C']);
    expect(await namesOf('Name=sort&Sorting=name%20desc')).toEqual(['Sort C', 'Sort b', 'Sort a']);
    expect(await namesOf('Name=sort&Sorting=createdAt%20asc')).toEqual(['Sort b', 'Sort C', 'Sort a']);
    expect(await namesOf('Name=sort&Sorting=createdAt%20desc')).toEqual(['Sort a', 'Sort C', 'Sort b']);
    expect((await list('Sorting=surname')).statusCode).toBe(400);
  });

  it('pages by SkipCount and MaxResultCount: 0 and 10 by default, at most 100', async () => {
    for (let index = 0; index < 12; index += 1) await w.create({ name: `Page ${String(index).padStart(2, '0')}` });
    const firstPage = (await list('Name=page&Sorting=name%20asc')).json().result;
    expect(firstPage.items).toHaveLength(10);
    expect(firstPage.totalCount).toBe(12);
    expect(await namesOf('Name=page&Sorting=name%20asc&SkipCount=10&MaxResultCount=5')).toEqual(['Page 10', 'Page 11']);
    expect(await namesOf('Name=page&Sorting=name%20asc&SkipCount=3&MaxResultCount=1')).toEqual(['Page 03']);
    expect((await list('MaxResultCount=100')).statusCode).toBe(200);
    expect((await list('MaxResultCount=101')).statusCode).toBe(400);
    expect((await list('MaxResultCount=0')).statusCode).toBe(400);
    expect((await list('SkipCount=-1')).statusCode).toBe(400);
    expect((await list('Status=archived')).statusCode).toBe(400);
  });

  it('counts each customer’s projects and the ended time tracked on them, running timers aside', async () => {
    const busy = await w.create({ name: 'Count Busy' });
    await w.create({ name: 'Count Idle' });
    const eli = await w.memberIdOf('employee');
    const website = await w.addProject({ customerId: busy.id, name: 'Count website' });
    const app = await w.addProject({ customerId: busy.id, name: 'Count app' });
    await w.track({
      projectId: website,
      memberId: eli,
      startedAt: '2025-03-02T09:00:00Z',
      endedAt: '2025-03-02T10:30:00Z',
    });
    await w.track({
      projectId: app,
      memberId: eli,
      startedAt: '2025-03-02T11:00:00Z',
      endedAt: '2025-03-02T11:20:00Z',
    });
    await w.track({ projectId: app, memberId: eli, startedAt: '2025-03-02T12:00:00Z' });

    const items = (await list('Name=count&Sorting=name%20asc')).json().result.items as Item[];
    expect(
      items.map(({ name, projectCount, totalTrackedSeconds, totalHours }) => ({
        name,
        projectCount,
        totalTrackedSeconds,
        totalHours,
      })),
    ).toEqual([
      { name: 'Count Busy', projectCount: 2, totalTrackedSeconds: 6600, totalHours: 1.83 },
      { name: 'Count Idle', projectCount: 0, totalTrackedSeconds: 0, totalHours: 0 },
    ]);
    const one = await w.call({ method: 'GET', url: `/v1/Customer/GetById?id=${busy.id}`, as: 'owner' });
    expect(one.json().result).toMatchObject({ name: 'Count Busy', projectCount: 2, totalTrackedSeconds: 6600 });
  });

  it('shows every customer to a manager, who holds the read permission, and refuses an employee', async () => {
    await w.create({ name: 'Scope Shared' });
    expect((await list('Name=scope%20shared', 'manager')).json().result.totalCount).toBe(1);
    expect((await list('', 'employee')).statusCode).toBe(403);
    expect((await list('', { token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('never shows another organisation’s customers', async () => {
    const acmeOnly = await w.create({ name: 'Isolated Acme Customer' });
    const foreign = await list('Status=all', 'foreigner');
    expect(foreign.json().result).toMatchObject({ items: [], totalCount: 0, activeCustomerCount: 0 });
    const byId = await w.call({ method: 'GET', url: `/v1/Customer/GetById?id=${acmeOnly.id}`, as: 'foreigner' });
    expect(byId.statusCode).toBe(404);
    expect(byId.json().message).toBe('The customer was not found.');
  });
});

describe('the customer pickers', () => {
  it('offers the active customers by name', async () => {
    await w.create({ name: 'Picker Zeta' });
    await w.create({ name: 'Picker alpha' });
    await w.create({ name: 'Picker Dormant', status: 'inactive' });
    const response = await w.call({ method: 'GET', url: '/api/v1/Customer/GetActiveCustomer', as: 'manager' });
    const names = (response.json().result as Item[])
      .map((item) => item.name)
      .filter((name) => name.startsWith('Picker'));
    expect(names).toEqual(['Picker alpha', 'Picker Zeta']);
    expect(Object.keys(response.json().result[0])).toEqual(['id', 'name']);
    expect(
      (await w.call({ method: 'GET', url: '/api/v1/Customer/GetActiveCustomer', as: 'employee' })).statusCode,
    ).toBe(403);
  });

  it('gives any member the customers of the projects they belong to, each once', async () => {
    const eli = await w.memberIdOf('employee');
    const mine = await w.create({ name: 'Mine Customer' });
    const other = await w.create({ name: 'Not Mine Customer' });
    await w.addProject({ customerId: mine.id, name: 'Mine one', memberIds: [eli] });
    await w.addProject({ customerId: mine.id, name: 'Mine two', memberIds: [eli] });
    await w.addProject({ customerId: other.id, name: 'Not mine' });
    const response = await w.call({ method: 'GET', url: '/api/v1/Customer/GetUserCustomers', as: 'employee' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([{ id: mine.id, name: 'Mine Customer' }]);
    const foreign = await w.call({ method: 'GET', url: '/api/v1/Customer/GetUserCustomers', as: 'foreigner' });
    expect(foreign.json().result).toEqual([]);
  });
});
