import { billingMessages as m } from '@worktrail/contract';
import { AppError, keyedError, notFound, validationError } from '../../http/errors.ts';

const invalidState = (message: string) => new AppError({ code: 'INVALID_STATE', message });
const onField = (code: 'ALREADY_EXISTS' | 'INVALID_STATE', field: string, message: string) =>
  new AppError({ code, message, errors: [{ field, message }] });

/** What a seat check found: the plan's seats, those taken (members and pending invitations), and those asked for. */
export type SeatShortage = { limit: number; used: number; requested: number };

/** Refusals of plan, seat and payment-method calls, with the contract's texts (§5, §8 "Organization"). */
export const billingErrors = {
  /** `SetPackage` without a package (§5), as a validation failure on the query parameter. */
  packageRequired: () =>
    validationError([{ field: 'querystring.packageId', message: m.packageRequired }], m.packageRequired),
  /** Unknown, no longer offered, or the trial (which only a new organisation starts on). */
  packageNotFound: () => notFound(m.packageNotFound),
  packageUnchanged: () => invalidState(m.packageUnchanged),
  seatLimitReached: (shortage: SeatShortage) =>
    keyedError({ code: 'SEAT_LIMIT', key: 'organization.messages.seatLimitReached', params: shortage }),
  packageNameExists: () => onField('ALREADY_EXISTS', 'body.nameEn', m.packageNameExists),
  trialPackageExists: () => onField('INVALID_STATE', 'body.isTrial', m.trialPackageExists),
  packagesFull: () => invalidState(m.packagesFull),
  /** Another organisation's id, or one that does not exist: one answer for both. */
  organizationNotFound: () => notFound(m.organizationNotFound),
  paymentMethodNotFound: () => notFound(m.paymentMethodNotFound),
};
