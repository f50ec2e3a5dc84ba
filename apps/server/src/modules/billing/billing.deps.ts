import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';

/** What the plan and payment-method rules need: the database, the clock, and the deployment's billing settings. */
export type BillingDeps = { db: Db; clock: Clock; config: Pick<Config, 'billingBankDetails' | 'invoiceTax'> };
