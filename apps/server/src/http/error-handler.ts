import { STATUS_CODES } from 'node:http';
import {
  type ErrorEnvelope,
  type FieldError,
  inputMessages,
  type MessageKey,
  type MessageParams,
  messageKeyOf,
  serverMessages,
} from '@worktrail/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, keyedError } from './errors.ts';

type Failure = { status: number; body: ErrorEnvelope; headers?: Record<string, string> };

// A text outside the catalogue still gets a key; the web shows such a message as sent.
const untranslated = 'errors.untranslated';

/** A field error with the key of its text, when the catalogue has it (zod's own texts are not in it). */
const withKey = (error: FieldError): FieldError => {
  const messageKey = messageKeyOf(error.message);
  return messageKey ? { ...error, messageKey } : error;
};

const fail = (
  status: number,
  code: ErrorEnvelope['code'],
  message: string,
  { errors, messageKey, params }: { errors?: FieldError[]; messageKey?: MessageKey; params?: MessageParams } = {},
): Failure => ({
  status,
  body: {
    success: false,
    message,
    code,
    messageKey: messageKey ?? messageKeyOf(message) ?? untranslated,
    ...(params ? { params } : {}),
    result: null,
    ...(errors ? { errors: errors.map(withKey) } : {}),
  },
});

// What the multipart reader (@fastify/busboy) throws, without a code, for a body cut short or garbled on the way.
// Which one depends on how far the handler had read when the body ended: a part still being read ends "early".
const brokenMultipart =
  /^(Unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Malformed part header|Unexpected end of form|Part terminated early due to unexpected end of multipart data)/;

const malformedUpload = () =>
  fail(400, 'VALIDATION', inputMessages.uploadMalformed, {
    errors: [{ field: 'file', message: inputMessages.uploadMalformed }],
  });

/** Maps Fastify's own client errors (bad JSON, size, media type, a broken multipart body) to the envelope. */
function frameworkFailure(error: FastifyError): Failure | undefined {
  if (brokenMultipart.test(error.message)) return malformedUpload();
  switch (error.code) {
    case 'FST_PROTO_VIOLATION':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_NO_FORM_DATA':
      return malformedUpload();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return fail(400, 'VALIDATION', serverMessages.invalidJson);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return fail(413, 'PAYLOAD_TOO_LARGE', serverMessages.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return fail(415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.mediaTypeUnsupported);
    default:
      return undefined;
  }
}

function toFailure(error: FastifyError): Failure | undefined {
  if (error instanceof AppError) {
    const { errors, messageKey, params } = error;
    return {
      ...fail(error.status, error.code, error.message, {
        ...(errors ? { errors } : {}),
        ...(messageKey ? { messageKey } : {}),
        ...(params ? { params } : {}),
      }),
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'Invalid value',
    }));
    return fail(400, 'VALIDATION', serverMessages.invalidRequest, { errors });
  }
  if (isResponseSerializationError(error)) return undefined;
  if (error.statusCode === 429) return fail(429, 'RATE_LIMITED', serverMessages.slowDown);
  return frameworkFailure(error);
}

/**
 * What an unexpected error may put in the logs: its kind, codes and stack frames, but never a database error's
 * query text or parameters (they carry people's data), only the database's own code and message.
 */
export function loggableError(error: Error) {
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const databaseCode = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  const fromQuery = error.message.startsWith('Failed query');
  const message = fromQuery ? `Failed query: ${cause?.message ?? 'unknown cause'}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return {
    type: error.name,
    message: message.slice(0, 500),
    ...(typeof databaseCode === 'string' ? { code: databaseCode } : {}),
    stack: frames.slice(0, 15).join('\n'),
  };
}

/** Installs the one error handler and the JSON 404: envelopes only, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error);
    if (!failure) {
      request.log.error({ err: loggableError(error) }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        message: serverMessages.unexpected,
        code: 'INTERNAL',
        messageKey: 'errors.server.unexpected',
        result: null,
        requestId: request.id,
      } satisfies ErrorEnvelope);
    }
    request.log.info({ code: failure.body.code, status: failure.status }, failure.body.message);
    if (failure.headers) reply.headers(failure.headers);
    return reply.status(failure.status).send({ ...failure.body, requestId: request.id });
  });
}

/** The envelope for an unknown API path. */
export function notFoundEnvelope(request: FastifyRequest): ErrorEnvelope {
  const error = keyedError({
    code: 'NOT_FOUND',
    key: 'errors.server.noRoute',
    params: { method: request.method, path: request.url.split('?')[0] ?? '' },
  });
  return {
    success: false,
    message: error.message,
    code: error.code,
    messageKey: 'errors.server.noRoute',
    params: error.params,
    result: null,
    requestId: request.id,
  };
}

/**
 * Fastify's own refusals before routing (an address that is not valid UTF-8, a path parameter over the length
 * limit) in the envelope, like every other answer.
 */
export function frameworkErrorReply(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorEnvelope = {
    success: false,
    message: serverMessages.badAddress,
    code: 'VALIDATION',
    messageKey: 'errors.server.badAddress',
    result: null,
    requestId: request.id,
  };
  return reply.status(400).send(body);
}

const clientFailures: Record<string, { status: number; code: ErrorEnvelope['code']; key: MessageKey; text: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    key: 'errors.server.headersTooLarge',
    text: serverMessages.headersTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    key: 'errors.server.requestTimeout',
    text: serverMessages.requestTimeout,
  },
};

/**
 * What the HTTP layer answers a request it cannot even parse (headers over the size limit, broken HTTP), in the
 * envelope, before any route or hook exists for it; the connection is then closed.
 */
export function clientErrorResponse(error: NodeJS.ErrnoException): string | undefined {
  if (error.code === 'ECONNRESET') return undefined;
  const failure = clientFailures[error.code ?? ''] ?? {
    status: 400,
    code: 'VALIDATION' as const,
    key: 'errors.server.badHttp' as const,
    text: serverMessages.badHttp,
  };
  const body = JSON.stringify({
    success: false,
    message: failure.text,
    code: failure.code,
    messageKey: failure.key,
    result: null,
  } satisfies ErrorEnvelope);
  return (
    `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
