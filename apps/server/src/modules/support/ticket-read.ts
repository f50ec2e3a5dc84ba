import type { TicketAttachment, TicketListItem, TicketThreadEntry } from '@worktrail/contract';
import { ticketStatusGroup } from '@worktrail/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';
import { operatingSystems, ticketAttachments, ticketEntries, tickets, ticketTypes } from './support.table.ts';

/**
 * The reads of a ticket that both sides share (issue 15): the organisation's, in its tenant transaction, and the
 * console's, through its own role. Which tickets a caller may see is the caller's filter, passed in as `where`.
 */

const author = alias(users, 'ticket_author');
const fullName = (table: { givenName: AnyPgColumn; familyName: AnyPgColumn }) =>
  sql<string>`trim(${table.givenName} || ' ' || ${table.familyName})`;

const summaryColumns = {
  tenantId: tickets.tenantId,
  organizationName: tenants.name,
  id: tickets.id,
  number: tickets.number,
  subject: tickets.subject,
  message: tickets.message,
  status: tickets.status,
  authorMemberId: tickets.authorMemberId,
  authorUserId: tickets.authorUserId,
  authorName: fullName(author),
  authorEmail: author.email,
  createdAt: tickets.createdAt,
  lastActivityAt: tickets.lastActivityAt,
  lastActivityBy: tickets.lastActivityBy,
  authorSeenAt: tickets.authorSeenAt,
  hostSeenAt: tickets.hostSeenAt,
  typeId: ticketTypes.id,
  typeNameEn: ticketTypes.nameEn,
  typeNameAr: ticketTypes.nameAr,
  osId: operatingSystems.id,
  osNameEn: operatingSystems.nameEn,
  osNameAr: operatingSystems.nameAr,
  commentCount: sql<number>`(SELECT count(*)::int FROM ${ticketEntries} e
    WHERE e.tenant_id = ${tickets.tenantId} AND e.ticket_id = ${tickets.id} AND e.kind = 'comment')`,
  attachmentCount: sql<number>`(SELECT count(*)::int FROM ${ticketAttachments} a
    WHERE a.tenant_id = ${tickets.tenantId} AND a.ticket_id = ${tickets.id})`,
};

export type TicketSummaryRow = Awaited<ReturnType<typeof selectTicketSummaries>>[number];

/** Tickets with their type, operating system, author, organisation and counts; filtered, ordered and paged by the caller. */
export function selectTicketSummaries(
  tx: Tx,
  { where, orderBy, limit, offset }: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
) {
  return tx
    .select(summaryColumns)
    .from(tickets)
    .innerJoin(tenants, eq(tenants.id, tickets.tenantId))
    .innerJoin(author, eq(author.id, tickets.authorUserId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .innerJoin(operatingSystems, eq(operatingSystems.id, tickets.operatingSystemId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** How many tickets match `where`. */
export async function countTickets(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(tickets).where(where);
  return row?.count ?? 0;
}

/** One ticket by its organisation and id, with the same columns as the list; undefined when there is none. */
export async function findTicketSummary(tx: Tx, { tenantId, ticketId }: { tenantId: string; ticketId: string }) {
  const [row] = await selectTicketSummaries(tx, {
    where: and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)),
    orderBy: [desc(tickets.lastActivityAt)],
    limit: 1,
    offset: 0,
  });
  return row;
}

/** A ticket's conversation and files, in time order. */
export async function loadThread(tx: Tx, { tenantId, ticketId }: { tenantId: string; ticketId: string }) {
  const writer = alias(users, 'entry_author');
  const [entries, files] = await Promise.all([
    tx
      .select({
        id: ticketEntries.id,
        kind: ticketEntries.kind,
        authorKind: ticketEntries.authorKind,
        authorName: fullName(writer),
        authorEmail: writer.email,
        body: ticketEntries.body,
        status: ticketEntries.status,
        createdAt: ticketEntries.createdAt,
      })
      .from(ticketEntries)
      .innerJoin(writer, eq(writer.id, ticketEntries.authorUserId))
      .where(and(eq(ticketEntries.tenantId, tenantId), eq(ticketEntries.ticketId, ticketId)))
      .orderBy(asc(ticketEntries.createdAt), asc(ticketEntries.id)),
    tx
      .select({
        id: ticketAttachments.id,
        entryId: ticketAttachments.entryId,
        fileName: ticketAttachments.fileName,
        contentType: ticketAttachments.contentType,
        sizeBytes: ticketAttachments.sizeBytes,
      })
      .from(ticketAttachments)
      .where(and(eq(ticketAttachments.tenantId, tenantId), eq(ticketAttachments.ticketId, ticketId)))
      .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id)),
  ]);
  return { entries, files };
}

export type ThreadRows = Awaited<ReturnType<typeof loadThread>>;

/** One attached file with the ticket it belongs to, for a download; undefined when there is none. */
export async function findAttachment(tx: Tx, where: SQL | undefined) {
  const [row] = await tx
    .select({
      id: ticketAttachments.id,
      tenantId: ticketAttachments.tenantId,
      ticketId: ticketAttachments.ticketId,
      fileName: ticketAttachments.fileName,
      contentType: ticketAttachments.contentType,
      sizeBytes: ticketAttachments.sizeBytes,
      blobKey: ticketAttachments.blobKey,
      authorMemberId: tickets.authorMemberId,
    })
    .from(ticketAttachments)
    .innerJoin(
      tickets,
      and(eq(tickets.tenantId, ticketAttachments.tenantId), eq(tickets.id, ticketAttachments.ticketId)),
    )
    .where(where)
    .limit(1);
  return row;
}

/** The name an organisation sees for support: never the support person's own. */
export const supportDisplayName = 'Worktrail support';

const attachment = (file: ThreadRows['files'][number]): TicketAttachment => ({
  id: file.id,
  fileName: file.fileName,
  contentType: file.contentType,
  sizeBytes: file.sizeBytes,
});

/**
 * A ticket's list shape (§3, §4). `side` decides whose unread marker it is: the author's (support wrote since they
 * last looked) or support's (the organisation wrote since support last looked).
 */
export function presentTicketSummary(row: TicketSummaryRow, side: 'member' | 'host'): TicketListItem {
  const seenAt = side === 'member' ? row.authorSeenAt : row.hostSeenAt;
  const otherSide = side === 'member' ? 'host' : 'member';
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status: row.status,
    statusGroup: ticketStatusGroup[row.status],
    ticketType: { id: row.typeId, nameEn: row.typeNameEn, nameAr: row.typeNameAr },
    operatingSystem: { id: row.osId, nameEn: row.osNameEn, nameAr: row.osNameAr },
    authorName: row.authorName || row.authorEmail,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    lastActivityBy: row.lastActivityBy,
    commentCount: row.commentCount,
    attachmentCount: row.attachmentCount,
    unread: row.lastActivityBy === otherSide && (!seenAt || seenAt < row.lastActivityAt),
  };
}

/**
 * The opening message's files and the conversation, as one side reads them: organisations see support as
 * "Worktrail support", the console sees who wrote.
 */
export function presentThread(thread: ThreadRows, side: 'member' | 'host') {
  const filesOf = (entryId: string | null) => thread.files.filter((file) => file.entryId === entryId).map(attachment);
  const entries: TicketThreadEntry[] = thread.entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    authorKind: entry.authorKind,
    authorName:
      entry.authorKind === 'host' && side === 'member' ? supportDisplayName : entry.authorName || entry.authorEmail,
    body: entry.body,
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
    attachments: filesOf(entry.id),
  }));
  return { attachments: filesOf(null), thread: entries };
}
