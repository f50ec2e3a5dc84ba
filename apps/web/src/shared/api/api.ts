import type { Endpoint, EndpointInput, EndpointResult } from '@worktrail/contract';
import { apiClient } from './api-client.ts';
import type { RequestOptions } from './build-request.ts';
import { publicRequest } from './public-request.ts';

type Input<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal };
/** No argument for a call that takes no input, else its path parameters, query and body. */
type Args<E extends Endpoint> = keyof EndpointInput<E> extends never ? [input?: Input<E>] : [input: Input<E>];
type Send = <T>(path: string, options: RequestOptions) => Promise<T>;

// In development and tests every answer is checked against the catalogue, so server and web cannot drift apart.
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** An answer that does not match its endpoint's result schema (development and tests only). */
export class ContractDriftError extends Error {
  constructor(endpoint: Endpoint, issues: string) {
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
    this.name = 'ContractDriftError';
  }
}

/** The endpoint's path with each `:name` segment replaced by its encoded parameter. */
function pathOf(endpoint: Endpoint, params: Record<string, unknown> | undefined): string {
  // The production build knows a call by its route only (vite-plugin-contract-routes.ts): no params schema to ask.
  if (!params) return endpoint.path;
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => encodeURIComponent(String(params[name])));
}

async function call<E extends Endpoint>(endpoint: E, input: Input<E> | undefined, send: Send) {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
  };
  const result = await send<EndpointResult<E>>(pathOf(endpoint, params), {
    method: endpoint.method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
  if (checkAnswers) {
    const checked = endpoint.result.safeParse(result);
    // A call that may queue its work answers either result; only an answer that is neither has drifted.
    const accepted = !checked.success && endpoint.accepted?.safeParse(result).success;
    if (!checked.success && !accepted) throw new ContractDriftError(endpoint, checked.error.message);
  }
  return result;
}

/** Calls one catalogued endpoint: its method and exact path, the input it takes, its result typed. */
export function api<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<EndpointResult<E>> {
  return call(endpoint, input, (path, options) => apiClient.request(path, options));
}

/** Calls a catalogued endpoint that needs no session (sign-in, sign-up, invitation links): no token is sent. */
export function publicApi<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<EndpointResult<E>> {
  return call(endpoint, input, publicRequest);
}
