import {
  type BillingPackage,
  type hostPackage,
  type PackageFeature,
  type PaymentProvider,
  packageFeatures,
  type paymentMethod,
  paymentProviders,
  type subscription,
} from '@worktrail/contract';
import type { z } from 'zod';
import type { PackageRow, SubscriptionRow } from '../subscriptions/subscriptions.repository.ts';

const isFeature = (value: string): value is PackageFeature => (packageFeatures as readonly string[]).includes(value);

/** A package as organisations see it. */
export const presentPackage = (row: PackageRow): BillingPackage => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  pricePerSeatMinor: row.pricePerSeatMinor,
  currency: row.currency,
  seats: row.seats,
  screenshotRetentionDays: row.screenshotRetentionDays,
  features: row.features.filter(isFeature),
  isTrial: row.isTrial,
  trialDays: row.trialDays,
});

/** A package as the support console edits it. */
export const presentHostPackage = (row: PackageRow & { organizationCount: number }): z.infer<typeof hostPackage> => ({
  ...presentPackage(row),
  active: row.active,
  sortOrder: row.sortOrder,
  organizationCount: row.organizationCount,
});

/** The status an organisation sees on `today`: a trial whose last day has passed has ended. */
export function subscriptionStatusOn(row: SubscriptionRow, today: string): SubscriptionRow['status'] {
  if (row.status === 'trial' && row.trialEndsOn !== null && row.trialEndsOn < today) return 'trialEnded';
  return row.status;
}

/** The organisation's plan now, and the package waiting for the next period. */
export const presentSubscription = ({
  row,
  current,
  pending,
  today,
}: {
  row: SubscriptionRow;
  current: PackageRow;
  pending: PackageRow | undefined;
  today: string;
}): z.infer<typeof subscription> => ({
  package: presentPackage(current),
  status: subscriptionStatusOn(row, today),
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  trialEndsOn: row.trialEndsOn,
  pendingPackage: pending ? presentPackage(pending) : null,
});

const providerOf = (id: string): PaymentProvider =>
  (paymentProviders as readonly string[]).includes(id) ? (id as PaymentProvider) : 'manual';

/** How the organisation pays, with the provider's instructions. */
export const presentPaymentMethod = (
  row: SubscriptionRow,
  instructions: string | null,
): z.infer<typeof paymentMethod> => ({
  provider: providerOf(row.paymentProvider),
  billingEmail: row.billingEmail,
  billingAddress: row.billingAddress,
  instructions,
});
