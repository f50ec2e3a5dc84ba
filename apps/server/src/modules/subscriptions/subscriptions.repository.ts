import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoices, packages, subscriptions } from '../billing/billing.table.ts';

export type PackageRow = typeof packages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Scope = { tx: Tx; tenantId: string };

/** One package, offered or not, or undefined. */
export async function findPackage({ tx, id }: { tx: Tx; id: string }): Promise<PackageRow | undefined> {
  const [row] = await tx.select().from(packages).where(eq(packages.id, id));
  return row;
}

/** The packages an organisation may choose, in the console's order. */
export function listOfferedPackages({ tx }: { tx: Tx }): Promise<PackageRow[]> {
  return tx.select().from(packages).where(eq(packages.active, true)).orderBy(asc(packages.sortOrder), asc(packages.id));
}

/**
 * The package a new organisation starts on: the trial package; should support have switched the trial flag off,
 * the first offered package (then on the default trial length).
 */
export async function findStartingPackage({ tx }: { tx: Tx }): Promise<PackageRow | undefined> {
  const [row] = await tx
    .select()
    .from(packages)
    .orderBy(desc(packages.isTrial), desc(packages.active), asc(packages.sortOrder))
    .limit(1);
  return row;
}

export async function insertSubscription({ tx, row }: { tx: Tx; row: typeof subscriptions.$inferInsert }) {
  await tx.insert(subscriptions).values(row);
}

/**
 * The organisation's subscription; `lock` takes its row for the rest of the transaction, so seat checks and plan
 * changes of one organisation happen one at a time.
 */
export async function findSubscription({ tx, tenantId, lock = false }: Scope & { lock?: boolean }) {
  const query = tx.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new Error(`organisation ${tenantId} has no subscription`);
  return row;
}

/** Changes the subscription and returns the row as saved. */
export async function updateSubscription({
  tx,
  tenantId,
  changes,
  now,
}: Scope & { changes: Partial<Omit<SubscriptionRow, 'tenantId' | 'updatedAt'>>; now: Date }) {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(subscriptions.tenantId, tenantId))
    .returning();
  if (!row) throw new Error(`organisation ${tenantId} has no subscription`);
  return row;
}

/** What the organisation owes: Σ amount − paid over its invoices, in minor units. */
export async function sumBalance({ tx, tenantId }: Scope): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${invoices.amountMinor} - ${invoices.paidMinor}), 0)` })
    .from(invoices)
    .where(eq(invoices.tenantId, tenantId));
  return Number(row?.balance ?? 0);
}
