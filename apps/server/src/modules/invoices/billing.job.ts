import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { GlobalJobHandler } from '../jobs/jobs.worker.ts';
import { runBilling } from './billing.run.ts';

/** The queue of the billing run: roll periods that ended and issue their invoices (safe to run twice). */
export const billingQueue = 'billing-run';

/** The scheduled billing run; a failure is retried by the queue, and a repeat issues nothing twice. */
export function createBillingJobHandler(deps: { db: Db; clock: Clock; config: Config }): GlobalJobHandler {
  return async () => {
    await runBilling(deps);
  };
}
