import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { PermissionName } from './permissions.ts';

/**
 * What a call requires: nothing; a valid token of any user, member of an organisation or not (`user`: business
 * sign-up, accepting an invitation); any active member; one permission; or (`host`) a user with the host role, who
 * works in the support console outside every organisation.
 */
export type EndpointAccess = 'public' | 'user' | 'signed-in' | 'host' | PermissionName;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * One call of the API, defined once (ARCHITECTURE §3): the server registers its route from it, the web app calls
 * through it, the OpenAPI document and the access matrix read it. `path` is exactly the §7 path.
 */
export type Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Result extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  /** The object rule the service checks beyond the permission ("may change this member's time"), for the docs. */
  policy?: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** The `:name` segments of `path` (`/connect/interaction/:uid/login`), as their schema accepts them. */
  params?: z.ZodType;
  query?: Query;
  body?: Body;
  /** The `result` of the success envelope. */
  result: Result;
  /** Failures this call answers beyond those every call can (validation, rate limit, sign-in, permission). */
  errors?: readonly ErrorCode[];
  /** Request media types other than JSON (multipart uploads). */
  consumes?: readonly string[];
  /** Media types of a success that is a file rather than the JSON envelope; `result` then describes the file. */
  produces?: readonly string[];
  /** The `result` of a 202 answer, for a call that may hand its work to a background job instead of finishing it. */
  accepted?: z.ZodType;
};

/** Declares an endpoint, keeping its exact schema types for both sides. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * Whether the call is a multipart upload: its body is the form data the caller builds (`unknown` here, as the
 * contract knows no DOM types), whatever schema documents that form for OpenAPI.
 */
type IsUpload<E extends Endpoint> = E['consumes'] extends readonly (infer Media)[]
  ? 'multipart/form-data' extends Media
    ? true
    : false
  : false;

/** The `:name` segments of the path a caller fills in. */
type ParamsInput<E extends Endpoint> = E['params'] extends z.ZodType ? { params: InputOf<E['params']> } : {};

/** What a caller sends: its path parameters, query and body as their schemas accept them, or an upload's form data. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> &
  (E['query'] extends z.ZodType ? { query: InputOf<E['query']> } : {}) &
  (IsUpload<E> extends true ? { body: unknown } : E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : {});

/** What a caller gets back: the success envelope's `result`, or that of a 202 answer when the call has one. */
export type EndpointResult<E extends Endpoint> =
  | z.output<E['result']>
  | (E['accepted'] extends z.ZodType ? z.output<E['accepted']> : never);
