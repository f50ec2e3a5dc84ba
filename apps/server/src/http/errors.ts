import {
  accountMessages,
  type ErrorCode,
  errorStatus,
  type FieldError,
  invitationMessages,
  memberMessages,
} from '@worktrail/contract';

/** An expected failure with a stable code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor({
    code,
    message,
    errors,
    headers = {},
  }: { code: ErrorCode; message: string; errors?: FieldError[]; headers?: Record<string, string> }) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.errors = errors;
    this.headers = headers;
  }
}

export const validationError = (errors: FieldError[], message = 'The request is not valid.') =>
  new AppError({ code: 'VALIDATION', message, errors });

export const unauthenticated = (message = 'Sign in to continue.') => new AppError({ code: 'UNAUTHENTICATED', message });

/** The §8 access-denied text. */
export const forbidden = (
  message = 'You do not have permission to view this content. Please contact your administrator.',
) => new AppError({ code: 'FORBIDDEN', message });

export const notFound = (message = 'The requested resource was not found.') =>
  new AppError({ code: 'NOT_FOUND', message });

export const concurrencyError = () =>
  new AppError({
    code: 'CONCURRENCY_ERROR',
    message: 'This record was changed by someone else. Reload it and try again.',
  });

export const invalidCredentials = () =>
  new AppError({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });

export const interactionExpired = () =>
  new AppError({ code: 'INTERACTION_EXPIRED', message: 'This sign-in page has expired. Please start again.' });

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError({
    code: 'RATE_LIMITED',
    message: `Too many requests. Try again in ${retryAfterSeconds} seconds.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

export const alreadyExists = (message: string) => new AppError({ code: 'ALREADY_EXISTS', message });

/** An invitation link that is unknown, revoked, already used or expired; one answer for all, so none can be probed. */
export const invitationInvalid = () =>
  new AppError({ code: 'TOKEN_INVALID', message: invitationMessages.invitationInvalid });

/** A mailed account link (verify e-mail, reset password) that is unknown, used or expired; one answer for all. */
export const tokenInvalid = () => new AppError({ code: 'TOKEN_INVALID', message: accountMessages.tokenInvalid });

/** The right password for an account whose e-mail address is not confirmed yet. */
export const emailNotVerified = () =>
  new AppError({ code: 'EMAIL_NOT_VERIFIED', message: accountMessages.emailNotVerified });

export const currentPasswordIncorrect = () =>
  new AppError({ code: 'INVALID_CREDENTIALS', message: accountMessages.currentPasswordIncorrect });

/** The password and its confirmation differ (§5), reported on `confirmPassword`. */
export const passwordMismatch = () =>
  validationError([{ field: 'confirmPassword', message: accountMessages.passwordMismatch }]);

/** An invitation that can no longer be sent or revoked; the list the caller saw is stale. */
export const invitationClosed = (status: 'accepted' | 'revoked') =>
  new AppError({
    code: 'CONCURRENCY_ERROR',
    message: status === 'accepted' ? invitationMessages.alreadyAccepted : invitationMessages.revoked,
  });

/** With an external identity provider (OIDC_ISSUER), accounts are managed there. */
export const localAccountsDisabled = () =>
  forbidden("Accounts are managed by your organisation's identity provider. Sign in there.");

/** A change that would leave the organisation without an active owner. */
export const lastOwnerRequired = () => new AppError({ code: 'UNPROCESSABLE', message: memberMessages.lastOwner });

/** Members never change their own status, so nobody locks themself out by mistake. */
export const ownStatusUnchangeable = () => new AppError({ code: 'UNPROCESSABLE', message: memberMessages.ownStatus });
