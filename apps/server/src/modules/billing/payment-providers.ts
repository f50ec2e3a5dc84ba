import type { PaymentProvider } from '@worktrail/contract';
import type { Config } from '../../config.ts';
import { billingErrors } from '../subscriptions/billing.errors.ts';

/**
 * How an organisation pays, behind one interface (issue 16 item 4). A provider only describes what the payer must
 * do; a card provider would hand the card to its own hosted page, so no card number ever reaches Worktrail.
 */
export type PaymentProviderDefinition = {
  id: PaymentProvider;
  /** What the organisation needs to pay this way, from the deployment's configuration; null when it says nothing. */
  describe: (config: Pick<Config, 'billingBankDetails'>) => string | null;
};

/** Bank transfer: the organisation pays by the deployment's bank details, and support records the payment. */
export const manualProvider: PaymentProviderDefinition = {
  id: 'manual',
  describe: (config) => config.billingBankDetails ?? null,
};

const providers: Record<PaymentProvider, PaymentProviderDefinition> = { manual: manualProvider };

/** The provider with this id, or a 404 for one this deployment does not offer. */
export function paymentProviderOf(id: string): PaymentProviderDefinition {
  const provider = Object.hasOwn(providers, id) ? providers[id as PaymentProvider] : undefined;
  if (!provider) throw billingErrors.paymentMethodNotFound();
  return provider;
}
