import { fillMessage, billingMessages as m, type planChange } from '@worktrail/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { invoiceTax, issuePeriodInvoice, issueProrationInvoice } from '../invoices/invoices.service.ts';
import { billingErrors } from '../subscriptions/billing.errors.ts';
import { addDays, nextPeriod, utcToday } from '../subscriptions/billing-periods.ts';
import { seatUsage } from '../subscriptions/seats.ts';
import {
  findPackage,
  findSubscription,
  type PackageRow,
  type SubscriptionRow,
  updateSubscription,
} from '../subscriptions/subscriptions.repository.ts';
import type { BillingDeps } from './billing.deps.ts';
import { isUpgrade, proratedCharge } from './proration.ts';

type PlanChange = z.infer<typeof planChange>;

/** One change in progress: the locked subscription, both packages, the seats in use, and the day. */
type Move = {
  tx: Tx;
  tenantId: string;
  deps: BillingDeps;
  row: SubscriptionRow;
  current: PackageRow;
  next: PackageRow;
  seats: number;
  now: Date;
  today: string;
};

const changedNow = (next: PackageRow, today: string, charged: number, invoice: { number: string } | null) => ({
  timing: 'now' as const,
  effectiveFrom: today,
  proratedMinor: invoice ? charged : 0,
  invoiceNumber: invoice?.number ?? null,
  message: invoice
    ? fillMessage(m.changedNow, { name: next.nameEn, number: invoice.number })
    : fillMessage(m.changedNowFree, { name: next.nameEn }),
});

/** Leaving the trial: a monthly period starts today on the new package, and its invoice is issued at once. */
async function startPaidPeriod({ tx, tenantId, deps, next, seats, now, today }: Move): Promise<PlanChange> {
  const period = nextPeriod(addDays(today, -1));
  const changes = {
    packageId: next.id,
    status: 'active' as const,
    ...period,
    trialEndsOn: null,
    pendingPackageId: null,
  };
  const saved = await updateSubscription({ tx, tenantId, changes, now });
  const tax = invoiceTax(deps.config);
  const invoice = await issuePeriodInvoice({ tx, tenantId, subscription: saved, seats, issuedOn: today, tax });
  return changedNow(next, today, next.pricePerSeatMinor * seats, invoice);
}

/** An upgrade mid-period: the package changes now and the rest of the period's difference is invoiced. */
async function upgradeNow({ tx, tenantId, deps, row, current, next, seats, now, today }: Move): Promise<PlanChange> {
  const { amountMinor, remainingDays, periodDays } = proratedCharge({
    fromPriceMinor: current.pricePerSeatMinor,
    toPriceMinor: next.pricePerSeatMinor,
    seats,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    today,
  });
  await updateSubscription({ tx, tenantId, changes: { packageId: next.id, pendingPackageId: null }, now });
  if (amountMinor === 0) return changedNow(next, today, 0, null);
  const description = `${current.nameEn} to ${next.nameEn}: ${seats} ${seats === 1 ? 'seat' : 'seats'}, ${remainingDays} of ${periodDays} days`;
  const invoice = await issueProrationInvoice({
    tx,
    tenantId,
    packageId: next.id,
    seats,
    periodStart: today > row.periodStart ? today : row.periodStart,
    periodEnd: row.periodEnd,
    amountMinor,
    description,
    issuedOn: today,
    tax: invoiceTax(deps.config),
  });
  return changedNow(next, today, amountMinor, invoice);
}

/** A downgrade (or the same price): it waits for the next period, when the billing run applies it. */
async function scheduleForNextPeriod({ tx, tenantId, row, next, now }: Move): Promise<PlanChange> {
  await updateSubscription({ tx, tenantId, changes: { pendingPackageId: next.id }, now });
  const effectiveFrom = addDays(row.periodEnd, 1);
  return {
    timing: 'nextPeriod',
    effectiveFrom,
    proratedMinor: 0,
    invoiceNumber: null,
    message: fillMessage(m.changedNextPeriod, { name: next.nameEn, date: effectiveFrom }),
  };
}

/**
 * `SetPackage` (§7): moves the organisation to another offered package. Leaving the trial and upgrading apply at
 * once (an upgrade prorated to the day on its own invoice); a downgrade waits for the next period. Choosing the
 * current package again withdraws a waiting change. A package with fewer seats than are taken is refused.
 */
export function changePackage({
  deps,
  auth,
  packageId,
}: {
  deps: BillingDeps;
  auth: AuthContext;
  packageId: string;
}): Promise<PlanChange> {
  const { tenantId } = auth;
  return inTenant({ db: deps.db, tenantId }, async (tx) => {
    const now = deps.clock.now();
    const today = utcToday(now);
    const row = await findSubscription({ tx, tenantId, lock: true });
    const current = await findPackage({ tx, id: row.packageId });
    if (!current) throw new Error(`package ${row.packageId} of organisation ${tenantId} is missing`);
    if (packageId === row.packageId) {
      if (!row.pendingPackageId) throw billingErrors.packageUnchanged();
      await updateSubscription({ tx, tenantId, changes: { pendingPackageId: null }, now });
      return changedNow(current, today, 0, null);
    }
    const next = await findPackage({ tx, id: packageId });
    // The trial is where new organisations start, never a plan to move to.
    if (!next?.active || next.isTrial) throw billingErrors.packageNotFound();
    const usage = await seatUsage({ tx, tenantId, now, subscription: row });
    const taken = usage.used + usage.pendingInvitations;
    if (next.seats < taken)
      throw billingErrors.seatLimitReached({ limit: next.seats, used: taken, requested: taken - next.seats });
    const move: Move = { tx, tenantId, deps, row, current, next, seats: usage.used, now, today };
    if (row.status !== 'active') return startPaidPeriod(move);
    const prices = { fromPriceMinor: current.pricePerSeatMinor, toPriceMinor: next.pricePerSeatMinor };
    if (isUpgrade({ ...prices, seats: usage.used })) return upgradeNow(move);
    return scheduleForNextPeriod(move);
  });
}
