import type { Endpoint, EndpointInput, EndpointResult } from '@worktrail/contract';
import { apiClient } from './api-client.ts';
import type { RequestOptions } from './build-request.ts';
import { publicRequest } from './public-request.ts';

type Input<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal };
/** No argument for a call that takes no input, else its query and body. */
type Args<E extends Endpoint> = keyof EndpointInput<E> extends never ? [input?: Input<E>] : [input: Input<E>];

// In development and tests every answer is checked against the catalogue, so server and web cannot drift apart.
const checkAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** An answer that does not match its endpoint's result schema (development and tests only). */
export class ContractDriftError extends Error {
  constructor(endpoint: Endpoint, issues: string) {
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${issues}`);
    this.name = 'ContractDriftError';
  }
}

/** Calls one catalogued endpoint: its method and exact path, the query and body it takes, its result typed. */
export async function api<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<EndpointResult<E>> {
  const { query, body, signal } = (input ?? {}) as {
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
  };
  const result = await apiClient.request<EndpointResult<E>>(endpoint.path, {
    method: endpoint.method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
  if (checkAnswers) {
    const checked = endpoint.result.safeParse(result);
    if (!checked.success) throw new ContractDriftError(endpoint, checked.error.message);
  }
  return result;
}
