import { type ErrorCode, errorCodes, type FieldError, type MessageParams } from '@worktrail/contract';
import { ApiError } from './api-error.ts';

type EnvelopeBody = {
  success?: unknown;
  message?: unknown;
  code?: unknown;
  messageKey?: unknown;
  params?: unknown;
  result?: unknown;
  errors?: unknown;
  requestId?: unknown;
};

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  return status >= 500 ? 'INTERNAL' : 'UNPROCESSABLE';
};

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

const isParams = (value: unknown): value is MessageParams =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldError).field === 'string' &&
  typeof (value as FieldError).message === 'string';

async function readBody(response: Response): Promise<EnvelopeBody | null> {
  if (!response.headers.get('content-type')?.includes('json')) return null;
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as EnvelopeBody) : null;
  } catch {
    return null;
  }
}

/** The `Retry-After` header in seconds (only the delta-seconds form; an HTTP date is ignored). */
function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}

/** Returns the envelope's `result`, or throws an ApiError carrying the server's code and message (§7, §8). */
export async function readEnvelope<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (response.ok && body?.success === true) return body.result as T;
  throw new ApiError({
    status: response.status,
    code: isErrorCode(body?.code) ? body.code : codeForStatus(response.status),
    message: typeof body?.message === 'string' ? body.message : '',
    messageKey: typeof body?.messageKey === 'string' ? body.messageKey : undefined,
    params: isParams(body?.params) ? body.params : undefined,
    errors: Array.isArray(body?.errors) ? body.errors.filter(isFieldError) : [],
    requestId: typeof body?.requestId === 'string' ? body.requestId : undefined,
    retryAfterSeconds: retryAfterSeconds(response),
  });
}
