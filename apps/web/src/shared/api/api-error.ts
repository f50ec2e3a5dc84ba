import type { ErrorCode, FieldError, MessageParams } from '@worktrail/contract';

type ApiErrorInit = {
  status: number;
  code: ErrorCode;
  message: string;
  /** The key of `message` in the dictionaries, and the values it was filled with. */
  messageKey?: string | undefined;
  params?: MessageParams | undefined;
  errors?: FieldError[];
  requestId?: string;
  retryAfterSeconds?: number;
};

/** A failed API call: the HTTP status and the envelope's code, message, field errors and request id (§8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly messageKey: string | undefined;
  readonly params: MessageParams | undefined;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  /** From a 429's `Retry-After`: how long to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, message, messageKey, params, errors = [], requestId, retryAfterSeconds }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.errors = errors;
    this.requestId = requestId;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Narrows an unknown thrown value to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
