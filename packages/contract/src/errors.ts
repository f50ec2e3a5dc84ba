/** Stable error codes of ARCHITECTURE §3; clients branch on these, never on messages. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONCURRENCY_ERROR',
  'ALREADY_EXISTS',
  'PROJECT_HAS_ACTIVITIES',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'INVALID_CREDENTIALS',
  'INTERACTION_EXPIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The HTTP status that accompanies each code. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONCURRENCY_ERROR: 409,
  ALREADY_EXISTS: 409,
  PROJECT_HAS_ACTIVITIES: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  INVALID_CREDENTIALS: 400,
  INTERACTION_EXPIRED: 400,
  INTERNAL: 500,
};
