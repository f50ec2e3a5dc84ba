import { defaultTrialDays } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { addDays, utcToday } from './billing-periods.ts';
import { findStartingPackage, insertSubscription, type SubscriptionRow } from './subscriptions.repository.ts';

/**
 * Starts a new organisation's free trial in the transaction that creates it (set to `tenantId`): the trial package
 * for its `trial_days` (UTC calendar days from `now`, today included), the trial's last day ending the period.
 */
export async function startTrialSubscription({ tx, tenantId, now }: { tx: Tx; tenantId: string; now: Date }) {
  const starting = await findStartingPackage({ tx });
  if (!starting) throw new Error('no package exists to start an organisation on; migration 0015 seeds them');
  const periodStart = utcToday(now);
  const periodEnd = addDays(periodStart, (starting.trialDays ?? defaultTrialDays) - 1);
  await insertSubscription({
    tx,
    row: {
      tenantId,
      packageId: starting.id,
      status: 'trial',
      periodStart,
      periodEnd,
      trialEndsOn: periodEnd,
      updatedAt: now,
    },
  });
}

/**
 * The package of the period that follows: the one waiting in `pending_package_id` (a downgrade chosen during the
 * period), else the same; the billing run saves these changes when it rolls the period over.
 */
export function applyPendingPackage(row: Pick<SubscriptionRow, 'packageId' | 'pendingPackageId'>) {
  return { packageId: row.pendingPackageId ?? row.packageId, pendingPackageId: null };
}
