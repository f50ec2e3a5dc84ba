import { billingMessages as m } from '@worktrail/contract';
import { AppError, notFound } from '../../http/errors.ts';

/** Refusals of invoice and payment calls, with the contract's texts. */
export const invoiceErrors = {
  /** An invoice of another organisation, or none: one answer for both. */
  invoiceNotFound: () => notFound(m.invoiceNotFound),
  paymentTooLarge: () =>
    new AppError({
      code: 'INVALID_STATE',
      message: m.paymentTooLarge,
      errors: [{ field: 'body.amountMinor', message: m.paymentTooLarge }],
    }),
};
