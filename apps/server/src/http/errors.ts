import {
  accountMessages,
  type ErrorCode,
  errorStatus,
  type FieldError,
  invitationMessages,
  type MessageKey,
  type MessageParams,
  memberMessages,
  messageText,
  serverMessages,
} from '@worktrail/contract';

type AppErrorInit = {
  code: ErrorCode;
  message: string;
  /** The message's key when it carries values; otherwise it is found from the text itself. */
  messageKey?: MessageKey;
  params?: MessageParams;
  errors?: FieldError[];
  headers?: Record<string, string>;
};

/** An expected failure with a stable code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey | undefined;
  readonly params: MessageParams | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor({ code, message, messageKey, params, errors, headers = {} }: AppErrorInit) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.messageKey = messageKey;
    this.params = params;
    this.errors = errors;
    this.headers = headers;
  }
}

/** A failure whose text has values: the English text filled in, and the key and values for other languages. */
export const keyedError = ({
  code,
  key,
  params,
  headers,
}: {
  code: ErrorCode;
  key: MessageKey;
  params: MessageParams;
  headers?: Record<string, string>;
}) =>
  new AppError({ code, message: messageText(key, params), messageKey: key, params, ...(headers ? { headers } : {}) });

export const validationError = (errors: FieldError[], message: string = serverMessages.invalidRequest) =>
  new AppError({ code: 'VALIDATION', message, errors });

export const unauthenticated = (message: string = serverMessages.signInToContinue) =>
  new AppError({ code: 'UNAUTHENTICATED', message });

/** The §8 access-denied text. */
export const forbidden = (message: string = serverMessages.forbidden) => new AppError({ code: 'FORBIDDEN', message });

export const notFound = (message: string = serverMessages.notFound) => new AppError({ code: 'NOT_FOUND', message });

export const concurrencyError = () => new AppError({ code: 'CONCURRENCY_ERROR', message: serverMessages.concurrency });

export const invalidCredentials = () =>
  new AppError({ code: 'INVALID_CREDENTIALS', message: serverMessages.invalidCredentials });

export const interactionExpired = () =>
  new AppError({ code: 'INTERACTION_EXPIRED', message: serverMessages.interactionExpired });

export const rateLimited = (retryAfterSeconds: number) =>
  keyedError({
    code: 'RATE_LIMITED',
    key: 'errors.server.rateLimited',
    params: { seconds: retryAfterSeconds },
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
export const localAccountsDisabled = () => forbidden(serverMessages.externalAccounts);

/** A change that would leave the organisation without an active owner. */
export const lastOwnerRequired = () => new AppError({ code: 'UNPROCESSABLE', message: memberMessages.lastOwner });

/** Members never change their own status, so nobody locks themself out by mistake. */
export const ownStatusUnchangeable = () => new AppError({ code: 'UNPROCESSABLE', message: memberMessages.ownStatus });
