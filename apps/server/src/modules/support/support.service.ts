import {
  permissions,
  statusesOfGroup,
  type TicketDetail,
  type TicketPagedList,
  type TicketStatus,
  type TicketStatusGroup,
} from '@worktrail/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import type { BlobStore } from '../files/blob-store.ts';
import type { TicketToSupportEvent } from '../mail/ticket-mail-copy.ts';
import { discardBlobs, type IncomingFile, prepareAttachments, saveAttachments } from './attachments.ts';
import { supportErrors } from './support.errors.ts';
import { hostInboxAddresses, mailSupportInbox } from './support.mail.ts';
import { memberActions, presentTicketDetail } from './support.presenter.ts';
import {
  displayNameOf,
  insertMemberEntry,
  insertTicket,
  isActiveListEntry,
  lockTicket,
  markSeenByAuthor,
  nextTicketNumber,
  statusIn,
  subjectMatches,
  touchTicketByMember,
  visibleTickets,
} from './support.repository.ts';
import { ticketAttachments, tickets } from './support.table.ts';
import {
  countTickets,
  findAttachment,
  findTicketSummary,
  loadThread,
  presentTicketSummary,
  selectTicketSummaries,
} from './ticket-read.ts';

export type SupportDeps = { db: Db; clock: Clock; blobs: BlobStore; config: Config };
type Call = { deps: SupportDeps; auth: AuthContext };

const managesAll = (auth: AuthContext) => auth.permissions.has(permissions.support.manageAll);

/** The caller's view of the organisation's tickets (own, or all with `ManageAll`). */
const visibleTo = (auth: AuthContext) =>
  visibleTickets({ tenantId: auth.tenantId, memberId: auth.memberId, manageAll: managesAll(auth) });

/** A ticket the caller may act on, locked; 404 for any other, so ticket ids cannot be probed. */
async function requireTicket(tx: Tx, auth: AuthContext, ticketId: string) {
  const row = await lockTicket({ tx, tenantId: auth.tenantId, ticketId });
  if (!row || (row.authorMemberId !== auth.memberId && !managesAll(auth))) throw supportErrors.ticketNotFound();
  return row;
}

async function detailOf(tx: Tx, tenantId: string, ticketId: string): Promise<TicketDetail> {
  const row = await findTicketSummary(tx, { tenantId, ticketId });
  if (!row) throw supportErrors.ticketNotFound();
  return presentTicketDetail(row, await loadThread(tx, { tenantId, ticketId }));
}

/**
 * Runs a change of the organisation that support hears of, with or without files: the files are checked and
 * support's addresses read before the transaction; blobs written are removed again if the change does not commit.
 */
async function withFiles<T>(
  { deps, auth, files }: Call & { files: IncomingFile[] },
  work: (scope: {
    tx: Tx;
    inbox: string[];
    store: (ticketId: string, entryId: string | null) => Promise<number>;
  }) => Promise<T>,
): Promise<T> {
  const prepared = await prepareAttachments(files);
  const inbox = await hostInboxAddresses({ db: deps.db, config: deps.config, userId: auth.userId });
  const written: string[] = [];
  try {
    return await inTenant({ db: deps.db, tenantId: auth.tenantId }, (tx) =>
      work({
        tx,
        inbox,
        store: async (ticketId, entryId) => {
          const base = { tx, blobs: deps.blobs, tenantId: auth.tenantId, ticketId, entryId };
          await saveAttachments({ ...base, files: prepared, written });
          return prepared.length;
        },
      }),
    );
  } catch (error) {
    await discardBlobs(deps.blobs, written);
    throw error;
  }
}

async function tellSupport({
  deps,
  auth,
  tx,
  inbox,
  ticketId,
  event,
  text,
  attachmentCount,
}: Call & {
  tx: Tx;
  inbox: string[];
  ticketId: string;
  event: TicketToSupportEvent;
  text: string;
  attachmentCount: number;
}) {
  if (inbox.length === 0) return;
  const ticket = await findTicketSummary(tx, { tenantId: auth.tenantId, ticketId });
  if (!ticket) return;
  const actorName = await displayNameOf(tx, auth.userId);
  await mailSupportInbox({ tx, config: deps.config, to: inbox, ticket, actorName, event, text, attachmentCount });
}

export type NewTicketFields = {
  Subject: string;
  Message: string;
  TicketTypeId: string;
  OperatingSystemId: string;
};

/** Opens a ticket (§2, §3): numbered in the organisation, OPENED, its files on the opening message; support is told. */
export function createTicket({ deps, auth, fields, files }: Call & { fields: NewTicketFields; files: IncomingFile[] }) {
  return withFiles({ deps, auth, files }, async ({ tx, inbox, store }) => {
    const { tenantId } = auth;
    if (!(await isActiveListEntry(tx, { list: 'ticketTypes', id: fields.TicketTypeId })))
      throw supportErrors.choiceNotFound('TicketTypeId');
    if (!(await isActiveListEntry(tx, { list: 'operatingSystems', id: fields.OperatingSystemId })))
      throw supportErrors.choiceNotFound('OperatingSystemId');
    const ticketId = uuidv7();
    const number = await nextTicketNumber({ tx, tenantId });
    await insertTicket({
      tx,
      tenantId,
      ticket: {
        id: ticketId,
        number,
        authorMemberId: auth.memberId,
        authorUserId: auth.userId,
        subject: fields.Subject,
        message: fields.Message,
        ticketTypeId: fields.TicketTypeId,
        operatingSystemId: fields.OperatingSystemId,
        now: deps.clock.now(),
      },
    });
    const attachmentCount = await store(ticketId, null);
    const event = { ticketId, event: 'opened' as const, text: fields.Message, attachmentCount };
    await tellSupport({ deps, auth, tx, inbox, ...event });
    return detailOf(tx, tenantId, ticketId);
  });
}

/** The tickets the caller may see, newest activity first, optionally one status group and a subject search. */
export function listTickets({
  deps: { db },
  auth,
  query,
}: Call & {
  query: { skip: number; take: number; status?: TicketStatusGroup; search?: string };
}): Promise<TicketPagedList> {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) => {
    const search = query.search?.trim();
    const where = and(
      visibleTo(auth),
      query.status ? statusIn(statusesOfGroup(query.status)) : undefined,
      search ? subjectMatches(search) : undefined,
    );
    const rows = await selectTicketSummaries(tx, {
      where,
      orderBy: [desc(tickets.lastActivityAt), desc(tickets.number)],
      limit: query.take,
      offset: query.skip,
    });
    const totalCount = await countTickets(tx, where);
    return { items: rows.map((row) => presentTicketSummary(row, 'member')), totalCount };
  });
}

/** One ticket with its conversation; opened by its author, support's answers count as read. */
export function getTicket({ deps: { db, clock }, auth, ticketId }: Call & { ticketId: string }) {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) => {
    const ticket = await requireTicket(tx, auth, ticketId);
    if (ticket.authorMemberId === auth.memberId)
      await markSeenByAuthor({ tx, tenantId: auth.tenantId, ticketId, now: clock.now() });
    return detailOf(tx, auth.tenantId, ticketId);
  });
}

/** Solve (from an active status) or reopen (from solved or canceled); archived tickets stay archived. */
export function changeTicketStatus({
  deps,
  auth,
  ticketId,
  change,
}: Call & { ticketId: string; change: 'solve' | 'reopen' }) {
  return withFiles({ deps, auth, files: [] }, async ({ tx, inbox }) => {
    const ticket = await requireTicket(tx, auth, ticketId);
    const can = memberActions(ticket.status);
    let status: TicketStatus;
    if (change === 'solve') {
      if (!can.canSolve) throw supportErrors.cannotSolve();
      status = 'SOLVED';
    } else {
      if (!can.canReopen) throw supportErrors.cannotReopen();
      status = 'REOPENED';
    }
    const now = deps.clock.now();
    const { tenantId, memberId, userId } = auth;
    await insertMemberEntry({
      tx,
      tenantId,
      entry: { id: uuidv7(), ticketId, kind: 'status', memberId, userId, status, now },
    });
    const byAuthor = ticket.authorMemberId === memberId;
    await touchTicketByMember({ tx, tenantId, ticketId, now, status, byAuthor });
    const event = change === 'solve' ? 'solved' : 'reopened';
    await tellSupport({ deps, auth, tx, inbox, ticketId, event, text: '', attachmentCount: 0 });
    return detailOf(tx, tenantId, ticketId);
  });
}

/** A comment, with files, on an active ticket; support is told. */
export function addComment({
  deps,
  auth,
  ticketId,
  comment,
  files,
}: Call & { ticketId: string; comment: string; files: IncomingFile[] }) {
  return withFiles({ deps, auth, files }, async ({ tx, inbox, store }) => {
    const ticket = await requireTicket(tx, auth, ticketId);
    if (!memberActions(ticket.status).canComment) throw supportErrors.ticketClosed();
    const now = deps.clock.now();
    const { tenantId, memberId, userId } = auth;
    const entryId = uuidv7();
    await insertMemberEntry({
      tx,
      tenantId,
      entry: { id: entryId, ticketId, kind: 'comment', memberId, userId, body: comment, now },
    });
    const attachmentCount = await store(ticketId, entryId);
    await touchTicketByMember({ tx, tenantId, ticketId, now, byAuthor: ticket.authorMemberId === memberId });
    await tellSupport({ deps, auth, tx, inbox, ticketId, event: 'commented', text: comment, attachmentCount });
    return detailOf(tx, tenantId, ticketId);
  });
}

/** A file of a ticket the caller may see, to download; 404 for any other. */
export function findTicketFile({ deps: { db }, auth, fileId }: Call & { fileId: string }) {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) => {
    const file = await findAttachment(
      tx,
      and(eq(ticketAttachments.tenantId, auth.tenantId), eq(ticketAttachments.id, fileId)),
    );
    if (!file || (file.authorMemberId !== auth.memberId && !managesAll(auth))) throw supportErrors.fileNotFound();
    return file;
  });
}
