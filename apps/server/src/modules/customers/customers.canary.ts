import type { CanaryContext } from '../../../test/canary-steps.ts';
import { insertCustomers } from './customers.repository.ts';

/** Customers of the victim organisation, an active and an inactive one, named and noted with the canary. */
export async function seedCustomerCanaries({ tx, tenantId, canary }: CanaryContext) {
  await insertCustomers({
    tx,
    tenantId,
    customers: [
      { name: `${canary} customer`, note: `${canary} customer note` },
      { name: `${canary} dormant customer`, note: `${canary} note`, status: 'inactive' },
    ],
  });
}
