import { apiKeyMessages as m } from '@worktrail/contract';
import { AppError, forbidden, notFound, unauthenticated, validationError } from '../../http/errors.ts';

const invalidState = (message: string) => new AppError({ code: 'INVALID_STATE', message });

/** Refusals of API-key calls and of calls made with a key, with the contract's texts. */
export const apiKeyErrors = {
  expiryInPast: () => validationError([{ field: 'body.expiresAt', message: m.expiryInPast }], m.expiryInPast),
  keysFull: () => invalidState(m.keysFull),
  /** A key of another organisation, or none: one answer for both. */
  keyNotFound: () => notFound(m.keyNotFound),
  alreadyRevoked: () => invalidState(m.alreadyRevoked),
  /** Malformed, unknown, wrong secret, expired, revoked, or its maker no longer active: one answer for all. */
  keyInvalid: () => unauthenticated(m.keyInvalid),
  keyNotAllowed: () => forbidden(m.keyNotAllowed),
};
