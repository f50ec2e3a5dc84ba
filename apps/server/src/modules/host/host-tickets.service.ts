import {
  type HostTicketDetail,
  type HostTicketPagedList,
  statusesOfGroup,
  type TicketStatusGroup,
} from '@worktrail/contract';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { asHost } from '../../db/transactions.ts';
import type { HostContext } from '../../http/access.ts';
import { supportErrors } from '../support/support.errors.ts';
import { tickets } from '../support/support.table.ts';
import { countTickets, selectTicketSummaries } from '../support/ticket-read.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';
import type { HostDeps } from './host.deps.ts';
import { recordHostAction } from './host-audit.ts';
import { loadHostDetail, presentHostListItem } from './host-tickets.presenter.ts';

/** The organisation wrote (opened, commented, reopened) after support last opened the ticket. */
export const unreadForHost = sql`(${tickets.lastActivityBy} = 'member' AND (${tickets.hostSeenAt} IS NULL OR ${tickets.hostSeenAt} < ${tickets.lastActivityAt}))`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export type HostTicketQuery = {
  page: number;
  size: number;
  status?: TicketStatusGroup;
  organizationId?: string;
  ticketTypeId?: string;
  unreadOnly: boolean;
  search?: string;
};

function ticketFilter(query: HostTicketQuery): SQL | undefined {
  const search = query.search ? likePattern(query.search) : undefined;
  return and(
    query.status ? inArray(tickets.status, statusesOfGroup(query.status)) : undefined,
    query.organizationId ? eq(tickets.tenantId, query.organizationId) : undefined,
    query.ticketTypeId ? eq(tickets.ticketTypeId, query.ticketTypeId) : undefined,
    query.unreadOnly ? unreadForHost : undefined,
    search
      ? or(
          ilike(tickets.subject, search),
          inArray(tickets.tenantId, sql`(SELECT ${tenants.id} FROM ${tenants} WHERE ${ilike(tenants.name, search)})`),
          inArray(tickets.authorUserId, sql`(SELECT ${users.id} FROM ${users} WHERE ${ilike(users.email, search)})`),
        )
      : undefined,
  );
}

/** Tickets of every organisation: unread first, then the newest activity; `unreadCount` ignores the filter. */
export function listHostTickets({
  deps: { db },
  host,
  query,
}: {
  deps: HostDeps;
  host: HostContext;
  query: HostTicketQuery;
}): Promise<HostTicketPagedList> {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    const where = ticketFilter(query);
    const rows = await selectTicketSummaries(tx, {
      where,
      orderBy: [sql`${unreadForHost} DESC`, desc(tickets.lastActivityAt), desc(tickets.id)],
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      items: rows.map(presentHostListItem),
      totalCount: await countTickets(tx, where),
      unreadCount: await countTickets(tx, unreadForHost),
    };
  });
}

/**
 * A ticket found by its id alone, across organisations (the console's one way in); 404 when there is none.
 * `lock`: held until commit, so two changes of one ticket decide on its status one after the other.
 */
export async function findHostTicket(tx: Tx, ticketId: string, { lock = false } = {}) {
  if (lock) await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
  const [row] = await selectTicketSummaries(tx, {
    where: eq(tickets.id, ticketId),
    orderBy: [desc(tickets.lastActivityAt)],
    limit: 1,
    offset: 0,
  });
  if (!row) throw supportErrors.ticketNotFound();
  return row;
}

/** Opens a ticket: it is read for support from now on, and the opening is audited. */
export function openHostTicket({
  deps: { db, clock },
  host,
  ticketId,
}: {
  deps: HostDeps;
  host: HostContext;
  ticketId: string;
}): Promise<HostTicketDetail> {
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    const row = await findHostTicket(tx, ticketId);
    const now = clock.now();
    await tx
      .update(tickets)
      .set({ hostSeenAt: now })
      .where(and(eq(tickets.tenantId, row.tenantId), eq(tickets.id, row.id)));
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: 'ticket.view',
      at: now,
      organizationId: row.tenantId,
      targetId: row.id,
      detail: `#${row.number}`,
    });
    return loadHostDetail(tx, { ...row, hostSeenAt: now });
  });
}

/** The organisations that have tickets, by name, with how many each has: the console's filter. */
export function listHostOrganizations({ deps: { db }, host }: { deps: HostDeps; host: HostContext }) {
  return asHost({ db, hostUserId: host.userId }, (tx) =>
    tx
      .select({ id: tenants.id, name: tenants.name, ticketCount: count(tickets.id) })
      .from(tickets)
      .innerJoin(tenants, eq(tenants.id, tickets.tenantId))
      .groupBy(tenants.id, tenants.name)
      .orderBy(tenants.name, tenants.id),
  );
}
