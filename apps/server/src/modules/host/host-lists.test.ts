import { supportMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asHost, asRequestRole } from '../../db/transactions.ts';
import { type HostWorld, startHostWorld } from './host.fixture.ts';

let w: HostWorld;
beforeAll(async () => {
  w = await startHostWorld();
});
afterAll(() => w.close());

const base = '/api/host';
type Faq = { id: string; questionEn: string; position: number; published: boolean };
const faq = async () => (await w.host({ method: 'GET', url: `${base}/FAQ/GetList` })).json().result as Faq[];
const faqItem = (questionEn: string, published = true) => ({
  questionEn,
  answerEn: `Answer to ${questionEn}`,
  questionAr: `سؤال: ${questionEn}`,
  answerAr: `الجواب عن ${questionEn}`,
  published,
});

describe('the FAQ', () => {
  it('adds items at the end, changes, orders and deletes them, positions staying 1…n', async () => {
    const seeded = await faq();
    const created = await w.host({
      method: 'POST',
      url: `${base}/FAQ/Create`,
      payload: faqItem('How do I export?', false),
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().result as Faq;
    expect(item).toMatchObject({ position: seeded.length + 1, published: false });

    const updated = await w.host({
      method: 'PUT',
      url: `${base}/FAQ/Update?id=${item.id}`,
      payload: faqItem('How do I export a report?'),
    });
    expect(updated.json().result).toMatchObject({ questionEn: 'How do I export a report?', published: true });

    const reversed = [...(await faq())].reverse().map((row) => row.id);
    const ordered = await w.host({ method: 'POST', url: `${base}/FAQ/SetOrder`, payload: { ids: reversed } });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().result.map((row: Faq) => [row.id, row.position])).toEqual(
      reversed.map((id, index) => [id, index + 1]),
    );

    const deleted = await w.host({ method: 'DELETE', url: `${base}/FAQ/Delete?id=${item.id}` });
    expect(deleted.json().result).toEqual({ id: item.id });
    const after = await faq();
    expect(after.map((row) => row.position)).toEqual(after.map((_row, index) => index + 1));
    expect(after.map((row) => row.id)).toEqual(reversed.slice(1));
    expect((await w.host({ method: 'DELETE', url: `${base}/FAQ/Delete?id=${item.id}` })).statusCode).toBe(404);
  });

  it('refuses an order that does not name every item exactly once (409)', async () => {
    const ids = (await faq()).map((row) => row.id);
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), '0193a000-0000-7000-8000-00000000beef']]) {
      const response = await w.host({ method: 'POST', url: `${base}/FAQ/SetOrder`, payload: { ids: wrong } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(supportMessages.faqOrderMismatch);
    }
  });

  it('needs both languages in an item', async () => {
    const response = await w.host({
      method: 'POST',
      url: `${base}/FAQ/Create`,
      payload: { ...faqItem('Only English'), questionAr: ' ' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('ticket types and operating systems', () => {
  it('adds a type at the end, refuses a taken name, renames it and turns it off for new tickets', async () => {
    const created = await w.host({
      method: 'POST',
      url: `${base}/TicketType/Create`,
      payload: { nameEn: 'Integrations', nameAr: 'التكاملات' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const type = created.json().result;
    expect(type).toMatchObject({ nameEn: 'Integrations', active: true, position: 7, ticketCount: 0 });

    const taken = await w.host({
      method: 'POST',
      url: `${base}/TicketType/Create`,
      payload: { nameEn: 'technical PROBLEM', nameAr: 'جديد' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(supportMessages.listNameExists);

    const renamed = await w.host({
      method: 'PUT',
      url: `${base}/TicketType/Update?id=${type.id}`,
      payload: { nameEn: 'Integrations and API', nameAr: 'التكاملات والواجهة البرمجية', active: false },
    });
    expect(renamed.json().result).toMatchObject({ nameEn: 'Integrations and API', active: false });

    const offered = await w.call({ method: 'GET', url: '/v1/Ticket/GetTicketTypes', as: 'eve@acme.test' });
    expect(offered.statusCode, offered.body).toBe(200);
    const names = offered.json().result.map((row: { nameEn: string }) => row.nameEn);
    expect(names).toContain('Technical problem');
    expect(names).not.toContain('Integrations and API');

    const listed = await w.host({ method: 'GET', url: `${base}/TicketType/GetList` });
    expect(listed.json().result.at(-1)).toMatchObject({ id: type.id, active: false });
  });

  it('counts the tickets of every organisation that use an operating system', async () => {
    await w.openTicket('eve@acme.test', 'On Windows');
    await w.openTicket('owner@globex.test', 'Also on Windows');
    const listed = await w.host({ method: 'GET', url: `${base}/OperatingSystem/GetList` });
    const windows = listed.json().result.find((row: { nameEn: string }) => row.nameEn === 'Windows');
    expect(windows.ticketCount).toBeGreaterThanOrEqual(2);
    const missing = await w.host({
      method: 'PUT',
      url: `${base}/OperatingSystem/Update?id=0193a000-0000-7000-8000-00000000beef`,
      payload: { nameEn: 'BeOS', nameAr: 'بي أو إس' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('lists what support did, newest first, with who and which organisation, filtered by organisation', async () => {
    const id = await w.openTicket('owner@globex.test', 'Audited');
    await w.host({ method: 'GET', url: `${base}/Ticket/GetTicketById?id=${id}` });
    await w.host({
      method: 'POST',
      url: `${base}/Ticket/ChangeStatus?ticketId=${id}`,
      payload: { status: 'RESOLVED' },
    });
    await w.host({ method: 'POST', url: `${base}/FAQ/Create`, payload: faqItem('Audited question') });

    const all = (await w.host({ method: 'GET', url: `${base}/Audit/GetPagedList?PageSize=3` })).json().result;
    expect(all.items.map((row: { action: string }) => row.action)).toEqual([
      'faq.create',
      'ticket.status',
      'ticket.view',
    ]);
    expect(all.items[0]).toMatchObject({ hostName: 'Sam Support', hostEmail: w.hostEmail, organizationName: null });
    expect(all.items[1]).toMatchObject({ organizationName: 'Globex', targetId: id, detail: 'OPENED → RESOLVED' });

    const globexId = w.tenantOf['owner@globex.test'];
    const globex = (
      await w.host({ method: 'GET', url: `${base}/Audit/GetPagedList?OrganizationId=${globexId}` })
    ).json().result;
    expect(globex.totalCount).toBeGreaterThanOrEqual(2);
    expect(new Set(globex.items.map((row: { organizationName: string }) => row.organizationName))).toEqual(
      new Set(['Globex']),
    );
  });
});

/** The database's own refusal, under the query error the driver wraps it in. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: Error & { cause?: Error }) => caught,
  );
  return String(error?.cause?.message ?? error?.message ?? 'no error');
}

describe('the database roles', () => {
  it('keeps the request role away from the console tables and from changing the FAQ', async () => {
    for (const statement of [
      sql`SELECT * FROM host_admins`,
      sql`SELECT * FROM host_audit`,
      sql`UPDATE faq_items SET published = false`,
    ]) {
      expect(await refusal(asRequestRole({ db: w.db }, (tx) => tx.execute(statement)))).toMatch(/permission denied/);
    }
  });

  it("keeps the console's role away from the organisations' other data", async () => {
    for (const table of ['members', 'time_entries']) {
      const read = asHost({ db: w.db, hostUserId: w.hostId }, (tx) =>
        tx.execute(sql`SELECT * FROM ${sql.identifier(table)}`),
      );
      expect(await refusal(read)).toMatch(/permission denied/);
    }
  });
});
