import {
  type Endpoint,
  type ErrorCode,
  errorEnvelope,
  errorStatus,
  type OkEnvelope,
  okEnvelope,
} from '@worktrail/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of `E` receives: its path parameters, query and body as the schemas made them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/** What a handler answers: the success envelope of the endpoint's result, or the reply it sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<OkEnvelope<z.input<E['result']>> | FastifyReply>;

/**
 * The failures every call can meet, by what it requires: bad input and the rate limit always; a body of the wrong
 * type or size where it takes one; then sign-in.
 */
export function failureCodes(endpoint: Pick<Endpoint, 'access' | 'errors' | 'body' | 'consumes'>): ErrorCode[] {
  const codes = new Set<ErrorCode>(['VALIDATION', 'RATE_LIMITED', ...(endpoint.errors ?? [])]);
  if (endpoint.body || endpoint.consumes) codes.add('UNSUPPORTED_MEDIA_TYPE').add('PAYLOAD_TOO_LARGE');
  if (endpoint.access !== 'public') codes.add('UNAUTHENTICATED');
  if (endpoint.access !== 'public' && endpoint.access !== 'user') codes.add('FORBIDDEN');
  codes.add('INTERNAL');
  return [...codes];
}

/** The error envelope under every status the call can fail with, named by its codes, for the OpenAPI document. */
function failureResponses(endpoint: Endpoint) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of failureCodes(endpoint))
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [status, errorEnvelope.describe(`Failure: ${codes.join(', ')}`)]),
  );
}

/** The success answers: the envelope of `result` (and of `accepted` under 202), or a file described by `result`. */
function successResponses(endpoint: Endpoint) {
  const accepted = endpoint.accepted ? { 202: okEnvelope(endpoint.accepted) } : {};
  if (endpoint.produces)
    return {
      200: { content: Object.fromEntries(endpoint.produces.map((type) => [type, { schema: endpoint.result }])) },
      ...accepted,
    };
  return { 200: okEnvelope(endpoint.result), ...accepted };
}

/** Route hooks a call needs before its input is validated (an upload refused by its declared size). */
export type EndpointHooks = Pick<RouteOptions, 'preValidation'>;

/** The Fastify route of an endpoint: its exact path, access, schemas and documentation, and the handler. */
export function endpointRoute<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  hooks: EndpointHooks = {},
): RouteOptions {
  const description = [endpoint.description, endpoint.policy && `Object rule: ${endpoint.policy}.`]
    .filter(Boolean)
    .join(' ');
  return {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    ...hooks,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      response: { ...successResponses(endpoint), ...failureResponses(endpoint) },
    },
    handler: handler as RouteOptions['handler'],
  };
}

/** Registers each endpoint of a module with its handler: the one way a catalogued call becomes a route. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  hooks?: EndpointHooks,
) {
  app.route(endpointRoute(endpoint, handler, hooks));
}
