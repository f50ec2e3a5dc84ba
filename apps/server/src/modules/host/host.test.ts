import { supportMessages } from '@worktrail/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/mail.table.ts';
import { answerForm, type HostWorld, startHostWorld } from './host.fixture.ts';
import { hostAudit } from './host.table.ts';

let w: HostWorld;
beforeAll(async () => {
  w = await startHostWorld();
});
afterAll(() => w.close());

const base = '/api/host';
const list = async (query: string) => {
  const response = await w.host({ method: 'GET', url: `${base}/Ticket/GetPagedList?PageSize=100&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().result as {
    items: Array<{ id: string; subject: string; organizationName: string; unread: boolean; authorEmail: string }>;
    totalCount: number;
    unreadCount: number;
  };
};
const open = (id: string) => w.host({ method: 'GET', url: `${base}/Ticket/GetTicketById?id=${id}` });
const setStatus = (id: string, status: string) =>
  w.host({ method: 'POST', url: `${base}/Ticket/ChangeStatus?ticketId=${id}`, payload: { status } });
const answer = (id: string, comment: string, files: Parameters<typeof answerForm>[1] = []) =>
  w.host({ method: 'POST', url: `${base}/Ticket/AddComment?ticketId=${id}`, ...answerForm(comment, files) });
const auditOf = (targetId: string) =>
  w.db.select().from(hostAudit).where(eq(hostAudit.targetId, targetId)).orderBy(desc(hostAudit.at));
const mailsTo = (email: string) => w.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('who may use the console', () => {
  it('answers 403 with the hostOnly text on every host route to a signed-in user without the host role', async () => {
    const hostRoutes = w.app.routeTable.filter((route) => route.access === 'host' && route.method !== 'HEAD');
    expect(hostRoutes.length).toBeGreaterThanOrEqual(19);
    for (const route of hostRoutes) {
      const response = await w.call({ method: route.method as 'GET', url: route.url, as: 'owner@acme.test' });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe(supportMessages.hostOnly);
    }
  });

  it('tells the host who they are', async () => {
    const response = await w.host({ method: 'GET', url: `${base}/Host/GetCurrentHost` });
    expect(response.json().result).toEqual({ userId: w.hostId, email: w.hostEmail, name: 'Sam Support' });
  });
});

describe('the ticket list', () => {
  it('lists tickets of several organisations, unread first, and filters by organisation, status, unread and search', async () => {
    const acme = await w.openTicket('eve@acme.test', 'Filter: tracker stops');
    const globex = await w.openTicket('owner@globex.test', 'Filter: cannot invite');
    const solved = await w.openTicket('eve@acme.test', 'Filter: old question', { status: 'SOLVED' });
    const all = await list('Search=Filter:');
    // All three wait for support: newest activity first.
    expect(all.items.map((item) => item.id)).toEqual([solved, globex, acme]);
    expect(all.items.find((item) => item.id === globex)).toMatchObject({
      organizationName: 'Globex',
      authorEmail: 'owner@globex.test',
      unread: true,
    });

    const acmeOnly = await list(`Search=Filter:&OrganizationId=${w.tenantOf['eve@acme.test']}`);
    expect(acmeOnly.items.map((item) => item.id).sort()).toEqual([acme, solved].sort());
    expect((await list('Search=Filter:&Status=Solved')).items.map((item) => item.id)).toEqual([solved]);
    expect((await list('Search=Filter:&Status=Active')).totalCount).toBe(2);
    // Search covers the organisation's name and the author's e-mail too.
    expect((await list('Search=globex')).items.map((item) => item.id)).toContain(globex);
    expect((await list('Search=eve@acme')).items.map((item) => item.id).sort()).toEqual([acme, solved].sort());

    const before = await list('Search=Filter:&UnreadOnly=true');
    expect(before.items).toHaveLength(3);
    expect((await open(globex)).statusCode).toBe(200);
    const after = await list('Search=Filter:&UnreadOnly=true');
    expect(after.items.map((item) => item.id).sort()).toEqual([acme, solved].sort());
    // The unread count covers the whole console, whatever the filter.
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect((await list('Search=Filter:')).items.at(-1)?.id).toBe(globex);
  });

  it('lists the organisations that have tickets, with their counts', async () => {
    await w.openTicket('owner@globex.test', 'Counted');
    const response = await w.host({ method: 'GET', url: `${base}/Organization/GetList` });
    const globex = response.json().result.find((row: { name: string }) => row.name === 'Globex');
    expect(globex).toMatchObject({ id: w.tenantOf['owner@globex.test'] });
    expect(globex.ticketCount).toBeGreaterThanOrEqual(1);
  });
});

describe('a ticket', () => {
  it('opens a ticket of any organisation by its id, clears its unread marker and audits the opening', async () => {
    const id = await w.openTicket('owner@globex.test', 'Open me');
    const response = await open(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      id,
      subject: 'Open me',
      message: 'Details of Open me',
      organizationName: 'Globex',
      authorEmail: 'owner@globex.test',
      unread: false,
      canSolve: true,
      canReopen: false,
      canComment: true,
      canCancel: true,
      canArchive: true,
    });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'ticket.view',
      hostUserId: w.hostId,
      organizationId: w.tenantOf['owner@globex.test'],
    });
    expect((await open('0193a000-0000-7000-8000-00000000dead')).statusCode).toBe(404);
  });

  it('answers with a file: the author gets a mail in their language without the file, and reads "Worktrail support"', async () => {
    const id = await w.openTicket('ali@acme.test', 'Export fails');
    const log = { name: 'server.log', type: 'text/plain', bytes: Buffer.from('SECRET-LOG-LINE only in the file\n') };
    const response = await answer(id, 'Please try again now.', [log]);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().result;
    expect(detail.lastActivityBy).toBe('host');
    const entry = detail.thread.at(-1);
    expect(entry).toMatchObject({ kind: 'comment', authorKind: 'host', authorName: 'Sam Support' });
    expect(entry.attachments).toMatchObject([{ fileName: 'server.log', contentType: 'text/plain' }]);

    const [mail] = await mailsTo('ali@acme.test');
    expect(mail?.template).toBe('ticket-to-author');
    expect(mail?.subject).toContain('ردّ الدعم على تذكرتك');
    expect(mail?.text).toContain('Please try again now.');
    expect(mail?.text).toContain(`/support/tickets/${id}`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('SECRET-LOG-LINE');

    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'ticket.comment' });
    expect(audit?.detail).not.toContain('Please try again');

    const download = await w.host({
      method: 'GET',
      url: `${base}/FileStore/DownLoadFileAsStream?fileId=${entry.attachments[0].id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.body).toBe('SECRET-LOG-LINE only in the file\n');
    expect((await auditOf(entry.attachments[0].id))[0]).toMatchObject({
      action: 'file.download',
      detail: 'server.log',
    });

    const seen = await w.call({ method: 'GET', url: `/v1/Ticket/GetTicketById?id=${id}`, as: 'ali@acme.test' });
    expect(seen.statusCode, seen.body).toBe(200);
    const answerSeen = seen.json().result.thread.find((row: { kind: string }) => row.kind === 'comment');
    expect(answerSeen).toMatchObject({
      authorKind: 'host',
      authorName: 'Worktrail support',
      body: 'Please try again now.',
    });
  });

  it('refuses an answer without text, and to an archived ticket; an answer reopens a solved one', async () => {
    const id = await w.openTicket('eve@acme.test', 'Answer rules', { status: 'SOLVED' });
    expect((await answer(id, '')).statusCode).toBe(400);
    const reopened = await answer(id, 'One more idea');
    expect(reopened.statusCode).toBe(200);
    const detail = reopened.json().result;
    expect(detail.status).toBe('REOPENED');
    expect(detail.thread.map((entry: { kind: string; status: string | null }) => entry.status ?? entry.kind)).toEqual([
      'REOPENED',
      'comment',
    ]);
    expect((await setStatus(id, 'ARCHIVED')).statusCode).toBe(200);
    const closed = await answer(id, 'Too late');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(supportMessages.ticketClosed);
  });
});

describe('changing the status', () => {
  it('walks every allowed transition and mails the author each time', async () => {
    const id = await w.openTicket('eve@acme.test', 'Walk the statuses');
    const mailsBefore = (await mailsTo('eve@acme.test')).length;
    for (const [status, group] of [
      ['RESOLVED', 'Solved'],
      ['REOPENED', 'Active'],
      ['CANCELED', 'Canceled'],
      ['REOPENED', 'Active'],
      ['RESOLVED', 'Solved'],
      ['CANCELED', 'Canceled'],
      ['ARCHIVED', 'Archived'],
    ] as const) {
      const response = await setStatus(id, status);
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      expect(response.json().result).toMatchObject({ status, statusGroup: group, lastActivityBy: 'host' });
      expect(response.json().result.thread.at(-1)).toMatchObject({ kind: 'status', status, authorKind: 'host' });
    }
    const mails = await mailsTo('eve@acme.test');
    expect(mails.length - mailsBefore).toBe(7);
    expect(mails.at(-1)?.subject).toContain('archived');
    const audits = await w.db
      .select()
      .from(hostAudit)
      .where(and(eq(hostAudit.targetId, id), eq(hostAudit.action, 'ticket.status')));
    expect(audits.map((row) => row.detail)).toContain('CANCELED → ARCHIVED');
  });

  it('answers 409 to a transition that is not allowed, and to the same status', async () => {
    const active = await w.openTicket('eve@acme.test', 'Refused transitions');
    const notSolved = await setStatus(active, 'REOPENED');
    expect(notSolved.statusCode).toBe(409);
    expect(notSolved.json().message).toBe(supportMessages.cannotReopen);
    expect((await setStatus(active, 'ARCHIVED')).statusCode).toBe(200);
    // Now archived: nothing more.
    for (const [status, message] of [
      ['ARCHIVED', supportMessages.statusUnchanged],
      ['RESOLVED', supportMessages.cannotSolve],
      ['REOPENED', supportMessages.cannotReopen],
      ['CANCELED', supportMessages.cannotCancel],
    ] as const) {
      const response = await setStatus(active, status);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().message).toBe(message);
    }
    const solved = await w.openTicket('eve@acme.test', 'Solved by them', { status: 'SOLVED' });
    expect((await setStatus(solved, 'RESOLVED')).json().message).toBe(supportMessages.cannotSolve);
    const canceled = await w.openTicket('eve@acme.test', 'Canceled already', { status: 'CANCELED' });
    expect((await setStatus(canceled, 'CANCELED')).json().message).toBe(supportMessages.statusUnchanged);
    expect((await setStatus(canceled, 'RESOLVED')).statusCode).toBe(409);
    expect((await setStatus(canceled, 'WHATEVER')).statusCode).toBe(400);
  });
});
