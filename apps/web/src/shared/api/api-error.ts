import type { ErrorCode, FieldError } from '@worktrail/contract';

type ApiErrorInit = {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  requestId?: string;
  retryAfterSeconds?: number;
};

/** A failed API call: the HTTP status and the envelope's code, message, field errors and request id (§8). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  /** From a 429's `Retry-After`: how long to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, message, errors = [], requestId, retryAfterSeconds }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.requestId = requestId;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Narrows an unknown thrown value to an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
