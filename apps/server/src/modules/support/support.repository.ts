import type { TicketStatus } from '@worktrail/contract';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { faqItems, operatingSystems, ticketEntries, tickets, ticketTypes } from './support.table.ts';

type Scope = { tx: Tx; tenantId: string };

/**
 * Which of the organisation's tickets a caller may see: all of them with `ManageAll`, else only their own. Always
 * within `tenantId`, whatever row-level security would add.
 */
export function visibleTickets({
  tenantId,
  memberId,
  manageAll,
}: {
  tenantId: string;
  memberId: string;
  manageAll: boolean;
}): SQL {
  const own = manageAll ? undefined : eq(tickets.authorMemberId, memberId);
  return and(eq(tickets.tenantId, tenantId), own) as SQL;
}

/** A subject search with the caller's `%`, `_` and `\` taken literally. */
export const subjectMatches = (search: string) => ilike(tickets.subject, `%${search.replace(/[\\%_]/g, '\\$&')}%`);

export const statusIn = (statuses: TicketStatus[]) => inArray(tickets.status, statuses);

/** The ticket row to change, locked so two changes of one ticket happen one after the other. */
export async function lockTicket({ tx, tenantId, ticketId }: Scope & { ticketId: string }) {
  const [row] = await tx
    .select({ id: tickets.id, status: tickets.status, authorMemberId: tickets.authorMemberId })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)))
    .for('update');
  return row;
}

/** An active ticket type or operating system, or undefined when it is missing or switched off. */
export async function isActiveListEntry(
  tx: Tx,
  { list, id }: { list: 'ticketTypes' | 'operatingSystems'; id: string },
): Promise<boolean> {
  const table = list === 'ticketTypes' ? ticketTypes : operatingSystems;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.active, true)));
  return Boolean(row);
}

/** The active entries of a list, in the order support gave them. */
export function activeListEntries(tx: Tx, list: 'ticketTypes' | 'operatingSystems') {
  const table = list === 'ticketTypes' ? ticketTypes : operatingSystems;
  return tx
    .select({ id: table.id, nameEn: table.nameEn, nameAr: table.nameAr })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.position), asc(table.nameEn));
}

/** The published FAQ, in order. */
export function publishedFaq(tx: Tx) {
  return tx
    .select({
      id: faqItems.id,
      questionEn: faqItems.questionEn,
      answerEn: faqItems.answerEn,
      questionAr: faqItems.questionAr,
      answerAr: faqItems.answerAr,
      position: faqItems.position,
    })
    .from(faqItems)
    .where(eq(faqItems.published, true))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
}

/**
 * The organisation's next ticket number. The transaction-scoped lock on the tenant makes two tickets opened at once
 * wait for each other instead of both taking the same number; it is released at commit.
 */
export async function nextTicketNumber({ tx, tenantId }: Scope): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`tickets:${tenantId}`}, 0))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${tickets.number}), 0)::int` })
    .from(tickets)
    .where(eq(tickets.tenantId, tenantId));
  return (row?.last ?? 0) + 1;
}

export type NewTicket = {
  id: string;
  number: number;
  authorMemberId: string;
  authorUserId: string;
  subject: string;
  message: string;
  ticketTypeId: string;
  operatingSystemId: string;
  now: Date;
};

export async function insertTicket({ tx, tenantId, ticket }: Scope & { ticket: NewTicket }) {
  const { now, ...fields } = ticket;
  await tx.insert(tickets).values({
    tenantId,
    ...fields,
    status: 'OPENED',
    createdAt: now,
    lastActivityAt: now,
    lastActivityBy: 'member',
    authorSeenAt: now,
  });
}

/** A comment or a change of status written by a member. */
export async function insertMemberEntry({
  tx,
  tenantId,
  entry,
}: Scope & {
  entry: {
    id: string;
    ticketId: string;
    kind: 'comment' | 'status';
    memberId: string;
    userId: string;
    body?: string;
    status?: TicketStatus;
    now: Date;
  };
}) {
  await tx.insert(ticketEntries).values({
    tenantId,
    id: entry.id,
    ticketId: entry.ticketId,
    kind: entry.kind,
    authorKind: 'member',
    authorMemberId: entry.memberId,
    authorUserId: entry.userId,
    body: entry.body ?? null,
    status: entry.status ?? null,
    createdAt: entry.now,
  });
}

/**
 * Records that the organisation wrote: the ticket moves up its lists and support's unread marker shows. The author
 * writing has, by definition, seen the ticket.
 */
export async function touchTicketByMember({
  tx,
  tenantId,
  ticketId,
  now,
  status,
  byAuthor,
}: Scope & { ticketId: string; now: Date; status?: TicketStatus; byAuthor: boolean }) {
  await tx
    .update(tickets)
    .set({
      lastActivityAt: now,
      lastActivityBy: 'member',
      ...(status ? { status } : {}),
      ...(byAuthor ? { authorSeenAt: now } : {}),
    })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
}

/** The author opened the ticket: support's answers so far are read. */
export async function markSeenByAuthor({ tx, tenantId, ticketId, now }: Scope & { ticketId: string; now: Date }) {
  await tx
    .update(tickets)
    .set({ authorSeenAt: now })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
}

/** How the calling member is named in support's mail: their name, else their e-mail. */
export async function displayNameOf(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`trim(${users.givenName} || ' ' || ${users.familyName})`, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name || row?.email || '';
}
