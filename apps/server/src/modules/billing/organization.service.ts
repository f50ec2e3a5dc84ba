import type { organizationDetails, paymentMethod, paymentMethodRequest } from '@worktrail/contract';
import type { z } from 'zod';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { findOrganisationName } from '../invitations/invitations.repository.ts';
import { billingErrors } from '../subscriptions/billing.errors.ts';
import { utcToday } from '../subscriptions/billing-periods.ts';
import { seatUsage } from '../subscriptions/seats.ts';
import {
  findPackage,
  findSubscription,
  sumBalance,
  updateSubscription,
} from '../subscriptions/subscriptions.repository.ts';
import type { BillingDeps } from './billing.deps.ts';
import { presentPaymentMethod, presentSubscription } from './billing.presenter.ts';
import { paymentProviderOf } from './payment-providers.ts';

type Caller = { deps: BillingDeps; auth: AuthContext };

/** `organiation-details` (§7): the organisation page in one read — plan, seats, payment method and balance. */
export function getOrganizationDetails({ deps: { db, clock, config }, auth }: Caller) {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx): Promise<z.infer<typeof organizationDetails>> => {
    const now = clock.now();
    const row = await findSubscription({ tx, tenantId });
    const current = await findPackage({ tx, id: row.packageId });
    if (!current) throw new Error(`package ${row.packageId} of organisation ${tenantId} is missing`);
    const pending = row.pendingPackageId ? await findPackage({ tx, id: row.pendingPackageId }) : undefined;
    const instructions = paymentProviderOf(row.paymentProvider).describe(config);
    return {
      id: tenantId,
      name: await findOrganisationName({ tx, tenantId }),
      subscription: presentSubscription({ row, current, pending, today: utcToday(now) }),
      seats: await seatUsage({ tx, tenantId, now, subscription: row }),
      paymentMethod: presentPaymentMethod(row, instructions),
      balanceMinor: await sumBalance({ tx, tenantId }),
      currency: current.currency,
    };
  });
}

/**
 * Chooses how the organisation pays and where its invoices go. `organizationId` must be the caller's own
 * organisation (any other answers 404); nothing about a card is ever accepted.
 */
export function updatePaymentMethod({
  deps: { db, clock, config },
  auth,
  organizationId,
  request,
}: Caller & { organizationId: string; request: z.output<typeof paymentMethodRequest> }) {
  const { tenantId } = auth;
  if (organizationId !== tenantId) throw billingErrors.organizationNotFound();
  const provider = paymentProviderOf(request.provider);
  return inTenant({ db, tenantId }, async (tx): Promise<z.infer<typeof paymentMethod>> => {
    const changes = {
      paymentProvider: provider.id,
      billingEmail: request.billingEmail,
      billingAddress: request.billingAddress || null,
    };
    const row = await updateSubscription({ tx, tenantId, changes, now: clock.now() });
    return presentPaymentMethod(row, provider.describe(config));
  });
}
