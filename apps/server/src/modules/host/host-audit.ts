import type { HostAuditEntry } from '@worktrail/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { asHost } from '../../db/transactions.ts';
import type { HostContext } from '../../http/access.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { users } from '../users/users.table.ts';
import { hostAudit } from './host.table.ts';

/** Everything support can do that the audit log names. */
export type HostAction =
  | 'ticket.view'
  | 'ticket.comment'
  | 'ticket.status'
  | 'file.download'
  | 'faq.create'
  | 'faq.update'
  | 'faq.delete'
  | 'faq.order'
  | 'ticket-type.create'
  | 'ticket-type.update'
  | 'operating-system.create'
  | 'operating-system.update'
  | 'package.create'
  | 'package.update'
  | 'invoice.download'
  | 'payment.record'
  | 'billing.run';

/**
 * Records one host action in the transaction that does it, so an action and its record commit or fail together.
 * `detail` is a short label (a status, a question, a name): never a comment's text or a file's content.
 */
export async function recordHostAction(
  tx: Tx,
  entry: {
    hostUserId: string;
    action: HostAction;
    at: Date;
    organizationId?: string | null;
    targetId?: string | null;
    detail?: string;
  },
) {
  await tx.insert(hostAudit).values({
    id: uuidv7(),
    at: entry.at,
    hostUserId: entry.hostUserId,
    action: entry.action,
    organizationId: entry.organizationId ?? null,
    targetId: entry.targetId ?? null,
    detail: (entry.detail ?? '').slice(0, 300),
  });
}

/** The audit log, newest first, with the support person and the organisation named. */
export async function selectHostAudit(
  tx: Tx,
  { organizationId, limit, offset }: { organizationId?: string; limit: number; offset: number },
): Promise<{ items: HostAuditEntry[]; totalCount: number }> {
  const where: SQL | undefined = organizationId ? eq(hostAudit.organizationId, organizationId) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select({
        id: hostAudit.id,
        at: hostAudit.at,
        hostEmail: users.email,
        givenName: users.givenName,
        familyName: users.familyName,
        action: hostAudit.action,
        organizationId: hostAudit.organizationId,
        organizationName: tenants.name,
        targetId: hostAudit.targetId,
        detail: hostAudit.detail,
      })
      .from(hostAudit)
      .innerJoin(users, eq(users.id, hostAudit.hostUserId))
      .leftJoin(tenants, and(eq(tenants.id, hostAudit.organizationId)))
      .where(where)
      .orderBy(desc(hostAudit.at), desc(hostAudit.id))
      .limit(limit)
      .offset(offset),
    tx.select({ count: count() }).from(hostAudit).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      hostEmail: row.hostEmail,
      hostName: `${row.givenName} ${row.familyName}`.trim() || row.hostEmail,
      action: row.action,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      targetId: row.targetId,
      detail: row.detail,
    })),
    totalCount: total?.count ?? 0,
  };
}

/** The audit log as the console shows it, read through the console's role. */
export function listHostAudit({
  db,
  host,
  page,
}: {
  db: Db;
  host: HostContext;
  page: { organizationId?: string; limit: number; offset: number };
}) {
  return asHost({ db, hostUserId: host.userId }, (tx) => selectHostAudit(tx, page));
}
