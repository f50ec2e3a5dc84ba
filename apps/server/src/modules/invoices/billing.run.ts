import { and, count, eq, lt, ne } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { asHost, inTenant } from '../../db/transactions.ts';
import { subscriptions } from '../billing/billing.table.ts';
import { members } from '../members/members.table.ts';
import { nextPeriod, utcToday } from '../subscriptions/billing-periods.ts';
import { type InvoiceTax, issuePeriodInvoice, type SubscriptionRow } from './invoice-issue.ts';

/** A period long past rolls forward one month at a time, at most this many per run (the next run goes on). */
export const maxPeriodsPerRun = 24;

export type BillingRunResult = { invoicesIssued: number; periodsRolled: number };

/** Seats: the organisation's active members, counted as the request role (the console's role cannot read members). */
async function countSeats(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ seats: count() })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.status, 'active')));
  return row?.seats ?? 0;
}

/**
 * Rolls one organisation's subscription up to today and issues each new period's invoice, in the organisation's own
 * transaction with its subscription row locked: a second run (or replica) waits here, then finds nothing due.
 */
async function billOrganisation({
  tx,
  tenantId,
  now,
  tax,
}: {
  tx: Tx;
  tenantId: string;
  now: Date;
  tax?: InvoiceTax | undefined;
}) {
  const today = utcToday(now);
  const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId)).for('update');
  if (!locked || locked.status === 'trialEnded' || locked.periodEnd >= today) return { issued: 0, rolled: false };
  const seats = await countSeats(tx, tenantId);
  let current: SubscriptionRow = locked;
  let issued = 0;
  for (let step = 0; step < maxPeriodsPerRun && current.periodEnd < today; step += 1) {
    if (current.status === 'trial' && !current.pendingPackageId) {
      // The trial is over and no package was chosen: nothing is billed until one is.
      current = { ...current, status: 'trialEnded' };
      break;
    }
    const packageId = current.pendingPackageId ?? current.packageId;
    current = { ...current, ...nextPeriod(current.periodEnd), packageId, pendingPackageId: null, status: 'active' };
    if (await issuePeriodInvoice({ tx, tenantId, subscription: current, seats, issuedOn: today, tax })) issued += 1;
  }
  const { packageId, pendingPackageId, status, periodStart, periodEnd } = current;
  await tx
    .update(subscriptions)
    .set({ packageId, pendingPackageId, status, periodStart, periodEnd, updatedAt: now })
    .where(eq(subscriptions.tenantId, tenantId));
  return { issued, rolled: true };
}

/**
 * The billing run (the scheduled job and the console's "Run"): every subscription whose period ended before today
 * (UTC, by `clock`) rolls to its next monthly period, applying a pending package, and that period's invoice is
 * issued. Due organisations are found through the console's role; each is then billed in its own tenant
 * transaction. Safe to run twice and on several replicas at once: the row lock and the one-invoice-per-period index
 * make a repeat issue nothing. One organisation's failure does not stop the others; the run then fails at the end.
 */
export async function runBilling({
  db,
  clock,
  config,
  hostUserId = '',
}: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'invoiceTax'>;
  /** The support person who pressed "Run"; empty for the schedule. */
  hostUserId?: string;
}): Promise<BillingRunResult> {
  const now = clock.now();
  const today = utcToday(now);
  const due = await asHost({ db, hostUserId }, (tx) =>
    tx
      .select({ tenantId: subscriptions.tenantId })
      .from(subscriptions)
      .where(and(lt(subscriptions.periodEnd, today), ne(subscriptions.status, 'trialEnded')))
      .orderBy(subscriptions.periodEnd),
  );
  const result: BillingRunResult = { invoicesIssued: 0, periodsRolled: 0 };
  const failures: unknown[] = [];
  for (const { tenantId } of due) {
    try {
      const billed = await inTenant({ db, tenantId }, (tx) =>
        billOrganisation({ tx, tenantId, now, tax: config.invoiceTax }),
      );
      result.invoicesIssued += billed.issued;
      if (billed.rolled) result.periodsRolled += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `billing failed for ${failures.length} organisation(s)`);
  return result;
}
