import { supportMessages } from '@worktrail/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids.ts';
import { asRequestRole, inTenant } from '../../db/transactions.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { type SupportWorld, startSupportWorld, supportInbox, ticketForm } from './support.fixture.ts';
import { hostInboxAddresses } from './support.mail.ts';
import { ticketEntries, tickets } from './support.table.ts';

let w: SupportWorld;
beforeAll(async () => {
  w = await startSupportWorld();
});
afterAll(() => w.close());

const owner = 'owner@acme.test';
const eli = 'eli@acme.test';
const emma = 'emma@acme.test';
const mona = 'mona@acme.test';

type Item = { id: string; number: number; subject: string; unread: boolean; status: string };
const list = async (as: string, query = '') =>
  (await w.ok({ method: 'GET', url: `/v1/Ticket/GetPagedList?MaxResultCount=50${query}`, as })) as {
    items: Item[];
    totalCount: number;
  };
const byId = (id: string, as: string) => w.call({ method: 'GET', url: `/v1/Ticket/GetTicketById?id=${id}`, as });
const act = (action: 'Solve' | 'ReOpen', id: string, as: string) =>
  w.call({ method: 'POST', url: `/v1/Ticket/${action}?ticketId=${id}`, as });
const comment = (id: string, text: string, as = eli) =>
  w.call({ method: 'POST', url: `/v1/Ticket/AddComment?ticketId=${id}&comment=${encodeURIComponent(text)}`, as });

describe('ticket numbers', () => {
  it('count 1, 2, 3 in each organisation, independently', async () => {
    const numbers = [];
    for (const subject of ['First', 'Second', 'Third']) numbers.push((await w.open(eli, subject)).number);
    expect(numbers).toEqual([1, 2, 3]);
    expect((await w.open('owner@globex.test', 'Globex first')).number).toBe(1);
    expect((await w.open(owner, 'Fourth')).number).toBe(4);
  });

  it('never gives two tickets opened at once the same number', async () => {
    const opened = await Promise.all(
      ['A', 'B', 'C'].map((subject) => w.open('owner@globex.test', `At once ${subject}`)),
    );
    expect(opened.map((ticket) => ticket.number).sort()).toEqual([2, 3, 4]);
  });
});

describe('who sees which ticket', () => {
  it('an employee and a manager their own, the owner all, newest activity first', async () => {
    const mine = await w.open(emma, 'Emma only');
    await w.open(mona, 'Mona only');
    const emmas = await list(emma);
    expect(emmas.items.map((item) => item.subject)).toEqual(['Emma only']);
    expect(emmas.totalCount).toBe(1);
    expect((await list(mona)).items.map((item) => item.subject)).toEqual(['Mona only']);
    const all = await list(owner);
    expect(all.items[0]?.subject).toBe('Mona only');
    expect(all.items.map((item) => item.subject)).toEqual(expect.arrayContaining(['Emma only', 'First', 'Fourth']));
    expect(all.items.some((item) => item.subject === 'Globex first')).toBe(false);
    expect((await byId(mine.id, owner)).statusCode).toBe(200);
  });

  it('answers 404 for another member’s ticket and for another organisation’s', async () => {
    const ticket = await w.open(eli, 'Not for Emma');
    for (const stranger of [emma, mona, 'owner@globex.test']) {
      for (const response of [
        await byId(ticket.id, stranger),
        await act('Solve', ticket.id, stranger),
        await comment(ticket.id, 'Sneaky', stranger),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(supportMessages.notFound);
      }
    }
  });

  it('filters by status group and searches subjects with wildcards taken literally', async () => {
    await w.open(eli, 'Report 100% wrong');
    await w.open(eli, 'Report 100 wrong');
    const found = await list(eli, `&Search=${encodeURIComponent('100%')}`);
    expect(found.items.map((item) => item.subject)).toEqual(['Report 100% wrong']);
    const solved = await w.open(eli, 'To be solved');
    expect((await act('Solve', solved.id, eli)).statusCode).toBe(200);
    expect((await list(eli, '&Status=Solved')).items.map((item) => item.subject)).toEqual(['To be solved']);
    expect((await list(eli, '&Status=Active')).items.some((item) => item.subject === 'To be solved')).toBe(false);
  });

  it('pages with SkipCount and MaxResultCount, the total unchanged', async () => {
    const all = await list(eli);
    const page = await w.ok({ method: 'GET', url: '/v1/Ticket/GetPagedList?MaxResultCount=2&SkipCount=2', as: eli });
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items.map((item: Item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
  });
});

describe('solve, reopen and comment', () => {
  it('solves an active ticket, reopens a solved one, and refuses the rest with 409', async () => {
    const ticket = await w.open(eli, 'Lifecycle');
    expect(ticket).toMatchObject({ status: 'OPENED', canSolve: true, canReopen: false, canComment: true });
    expect((await act('ReOpen', ticket.id, eli)).json().message).toBe(supportMessages.cannotReopen);
    const solved = (await act('Solve', ticket.id, eli)).json().result;
    expect(solved).toMatchObject({ status: 'SOLVED', statusGroup: 'Solved', canSolve: false, canReopen: true });
    expect(solved.thread.at(-1)).toMatchObject({ kind: 'status', status: 'SOLVED', authorKind: 'member' });
    const again = await act('Solve', ticket.id, eli);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(supportMessages.cannotSolve);
    const closed = await comment(ticket.id, 'One more thing');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(supportMessages.ticketClosed);
    const reopened = (await act('ReOpen', ticket.id, owner)).json().result;
    expect(reopened).toMatchObject({ status: 'REOPENED', statusGroup: 'Active', canComment: true });
  });

  it('keeps an archived ticket archived', async () => {
    const ticket = await w.open(eli, 'Archived by support');
    await inTenant({ db: w.t.db, tenantId: w.tenantIds.acme }, (tx) =>
      tx.update(tickets).set({ status: 'ARCHIVED' }).where(eq(tickets.id, ticket.id)),
    );
    expect((await act('ReOpen', ticket.id, eli)).statusCode).toBe(409);
    expect((await act('Solve', ticket.id, eli)).statusCode).toBe(409);
  });

  it('takes the comment from the query or the form (the form wins), with files, and needs one', async () => {
    const ticket = await w.open(eli, 'Comments');
    const fromQuery = (await comment(ticket.id, 'From the query')).json().result;
    expect(fromQuery.thread.at(-1)).toMatchObject({ kind: 'comment', body: 'From the query', authorKind: 'member' });
    const form = ticketForm({ comment: 'From the form' }, [{ name: 'more.log', data: Buffer.from('line\n') }]);
    const fromForm = await w.call({
      method: 'POST',
      url: `/v1/Ticket/AddComment?ticketId=${ticket.id}&comment=ignored`,
      as: eli,
      ...form,
    });
    expect(fromForm.statusCode).toBe(200);
    const last = fromForm.json().result.thread.at(-1);
    expect(last).toMatchObject({ body: 'From the form', attachments: [{ fileName: 'more.log' }] });
    expect(fromForm.json().result).toMatchObject({ commentCount: 2, attachmentCount: 1 });
    const none = await w.call({ method: 'POST', url: `/v1/Ticket/AddComment?ticketId=${ticket.id}`, as: eli });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(supportMessages.commentRequired);
  });
});

describe('unread answers', () => {
  it('show when support wrote last, and clear when the author opens the ticket', async () => {
    const ticket = await w.open(eli, 'Waiting for support');
    const answeredAt = new Date(w.clock.now().getTime() + 1000);
    await inTenant({ db: w.t.db, tenantId: w.tenantIds.acme }, async (tx) => {
      await tx.insert(ticketEntries).values({
        tenantId: w.tenantIds.acme,
        id: uuidv7(),
        ticketId: ticket.id,
        kind: 'comment',
        authorKind: 'host',
        authorUserId: w.userIds['owner@globex.test'] ?? '',
        body: 'Please update the tracker.',
        createdAt: answeredAt,
      });
      await tx
        .update(tickets)
        .set({ lastActivityAt: answeredAt, lastActivityBy: 'host' })
        .where(and(eq(tickets.tenantId, w.tenantIds.acme), eq(tickets.id, ticket.id)));
    });
    const unread = async (as: string) => (await list(as)).items.find((item) => item.id === ticket.id)?.unread;
    expect(await unread(eli)).toBe(true);
    // The owner reading it does not clear the author's marker.
    const asOwner = (await byId(ticket.id, owner)).json().result;
    expect(asOwner.thread.at(-1)).toMatchObject({ authorKind: 'host', authorName: 'Worktrail support' });
    expect(await unread(eli)).toBe(true);
    expect((await byId(ticket.id, eli)).statusCode).toBe(200);
    expect(await unread(eli)).toBe(false);
  });
});

describe('mail to support', () => {
  it('is queued for the inbox when a ticket is opened, commented, solved or reopened; never with file content', async () => {
    const secret = 'SECRET-LOG-CONTENT-4711';
    const ticket = await w.open(eli, 'Mail me', [{ name: 'secret.log', data: Buffer.from(`${secret}\n`) }]);
    await comment(ticket.id, 'A comment for support');
    await act('Solve', ticket.id, eli);
    await act('ReOpen', ticket.id, eli);
    const mails = await asRequestRole({ db: w.t.db }, (tx) =>
      tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, 'ticket-to-support'), sql`${mailOutbox.subject} LIKE '%Mail me%'`)),
    );
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.to).toBe(supportInbox);
      expect(mail.text).toContain(`/host/tickets/${ticket.id}`);
      expect(mail.text).toContain('Acme');
      expect(`${mail.text}${mail.html}`).not.toContain(secret);
    }
    const texts = mails.map((mail) => mail.text).join('\n');
    expect(texts).toContain('It stops after an hour.');
    expect(texts).toContain('Attachments: 1');
    expect(texts).toContain('A comment for support');
    expect(texts).toContain('marked as solved');
    expect(texts).toContain('reopened');
  });

  it('goes to every person with the host role when no inbox is configured', async () => {
    const hostUser = w.userIds['owner@globex.test'] ?? '';
    await w.t.db.execute(sql`INSERT INTO host_admins (user_id, granted_by) VALUES (${hostUser}, 'command')`);
    const addresses = await hostInboxAddresses({ db: w.t.db, config: {}, userId: w.userIds[eli] ?? '' });
    expect(addresses).toEqual(['owner@globex.test']);
  });
});

describe('lists and FAQ', () => {
  it('offers the active ticket types and operating systems in order, and the published FAQ', async () => {
    const types = await w.ok({ method: 'GET', url: '/v1/Ticket/GetTicketTypes', as: emma });
    expect(types[0]).toMatchObject({ nameEn: 'Technical problem', nameAr: 'مشكلة تقنية' });
    const systems = await w.ok({ method: 'GET', url: '/v1/Ticket/GetOperatingSystems', as: emma });
    expect(systems.map((system: { nameEn: string }) => system.nameEn).slice(0, 2)).toEqual(['Windows', 'macOS']);
    const faq = await w.ok({ method: 'GET', url: '/v1/FAQ/GetList', as: emma });
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.map((item: { position: number }) => item.position)).toEqual(
      [...faq.map((item: { position: number }) => item.position)].sort((a, b) => a - b),
    );
  });
});
