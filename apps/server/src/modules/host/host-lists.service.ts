import { type HostSupportListEntry, supportLimits } from '@worktrail/contract';
import { and, asc, count, eq, max, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asHost } from '../../db/transactions.ts';
import type { HostContext } from '../../http/access.ts';
import { supportErrors } from '../support/support.errors.ts';
import { operatingSystems, tickets, ticketTypes } from '../support/support.table.ts';
import type { HostDeps } from './host.deps.ts';
import { type HostAction, recordHostAction } from './host-audit.ts';

/** The two lists the console keeps, with the column tickets point from and the names of their audit actions. */
const lists = {
  ticketTypes: {
    table: ticketTypes,
    usedBy: tickets.ticketTypeId,
    created: 'ticket-type.create',
    updated: 'ticket-type.update',
    notFound: supportErrors.ticketTypeNotFound,
  },
  operatingSystems: {
    table: operatingSystems,
    usedBy: tickets.operatingSystemId,
    created: 'operating-system.create',
    updated: 'operating-system.update',
    notFound: supportErrors.operatingSystemNotFound,
  },
} as const satisfies Record<string, { created: HostAction; updated: HostAction; [key: string]: unknown }>;

export type SupportListName = keyof typeof lists;
type Entry = { nameEn: string; nameAr: string; active: boolean };

async function selectEntries(tx: Tx, name: SupportListName, id?: string): Promise<HostSupportListEntry[]> {
  const { table, usedBy } = lists[name];
  return tx
    .select({
      id: table.id,
      nameEn: table.nameEn,
      nameAr: table.nameAr,
      active: table.active,
      position: table.position,
      // Every organisation's tickets: the console's role reads them all.
      ticketCount: sql<number>`(SELECT count(*)::int FROM ${tickets} t WHERE t.${sql.identifier(usedBy.name)} = ${table}.id)`,
    })
    .from(table)
    .where(id ? eq(table.id, id) : undefined)
    .orderBy(asc(table.position), asc(table.id));
}

/** A name is taken when another entry has it in either language, ignoring case. */
async function refuseTakenName(tx: Tx, name: SupportListName, entry: Entry, exceptId?: string) {
  const { table } = lists[name];
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        or(sql`lower(${table.nameEn}) = lower(${entry.nameEn})`, sql`lower(${table.nameAr}) = lower(${entry.nameAr})`),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw supportErrors.listNameExists();
}

/** Every entry of a list, active or not, in order, with how many tickets use each. */
export function listSupportEntries({
  deps: { db },
  host,
  name,
}: {
  deps: HostDeps;
  host: HostContext;
  name: SupportListName;
}) {
  return asHost({ db, hostUserId: host.userId }, (tx) => selectEntries(tx, name));
}

/** Adds an entry at the end of a list (at most 200), audited. */
export function createSupportEntry({
  deps: { db, clock },
  host,
  name,
  entry,
}: {
  deps: HostDeps;
  host: HostContext;
  name: SupportListName;
  entry: Entry;
}): Promise<HostSupportListEntry> {
  const { table, created } = lists[name];
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    // One writer at a time decides the next position and the count.
    await tx.execute(sql`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const [size] = await tx.select({ rows: count(), last: max(table.position) }).from(table);
    if ((size?.rows ?? 0) >= supportLimits.listRowsMax) throw supportErrors.listFull();
    await refuseTakenName(tx, name, entry);
    const id = uuidv7();
    const now = clock.now();
    await tx.insert(table).values({ id, ...entry, position: (size?.last ?? 0) + 1, createdAt: now });
    await recordHostAction(tx, {
      hostUserId: host.userId,
      action: created,
      at: now,
      targetId: id,
      detail: entry.nameEn,
    });
    const [saved] = await selectEntries(tx, name, id);
    if (!saved) throw lists[name].notFound();
    return saved;
  });
}

/** Renames an entry or turns it on or off for new tickets (tickets that use it keep it), audited. */
export function updateSupportEntry({
  deps: { db, clock },
  host,
  name,
  id,
  entry,
}: {
  deps: HostDeps;
  host: HostContext;
  name: SupportListName;
  id: string;
  entry: Entry;
}): Promise<HostSupportListEntry> {
  const { table, updated, notFound } = lists[name];
  return asHost({ db, hostUserId: host.userId }, async (tx) => {
    const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
    if (!existing) throw notFound();
    await refuseTakenName(tx, name, entry, id);
    await tx.update(table).set(entry).where(eq(table.id, id));
    const detail = `${entry.nameEn}${entry.active ? '' : ' (inactive)'}`;
    await recordHostAction(tx, { hostUserId: host.userId, action: updated, at: clock.now(), targetId: id, detail });
    const [saved] = await selectEntries(tx, name, id);
    if (!saved) throw notFound();
    return saved;
  });
}
