import { apiDocsPath, apiKeyMessages, type PermissionName } from '@worktrail/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * What a route requires: nothing; a valid token of any user, member of an organisation or not
 * (`user`: business sign-up, accepting an invitation); any active member; or one permission.
 */
export type RouteAccess = 'public' | 'user' | 'signed-in' | 'host' | PermissionName;

/**
 * A verified user, who may not belong to any organisation yet; `grantId`: the embedded provider's grant
 * behind the token, which must still stand (external tokens have none).
 */
export type UserContext = { userId: string; tenantId: string | undefined; grantId?: string };

/** A verified user with the host role: Worktrail support in the console, outside every organisation (issue 15). */
export type HostContext = { userId: string; email: string; name: string };

/** Who is calling: the verified user, the organisation of the token and their membership in it. */
export type AuthContext = {
  userId: string;
  tenantId: string;
  memberId: string;
  roleKey: string;
  permissions: ReadonlySet<PermissionName>;
  /** The organisation API key the call came with, if any (its maker is the member above), for logs and audit. */
  apiKeyId?: string;
};

/**
 * Organisation API keys (`wt_…`): whether a request's bearer token is one (well formed or not), and the caller behind
 * it, checked once per request (401 for a key that is not valid).
 */
export type ApiKeyAuthentication = {
  carries: (request: FastifyRequest) => boolean;
  authenticate: (request: FastifyRequest) => Promise<AuthContext>;
};

export type RouteEntry = {
  method: string;
  url: string;
  access: RouteAccess;
  /** The route's zod schemas, so tests can build a plausible request for any route. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Whether organisation API keys may call the route; unset: only if it declares a permission (`acceptsApiKeys`). */
    apiKeys?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    user: UserContext | null;
    hostUser: HostContext | null;
  }
  interface FastifyInstance {
    /** Every route with what it requires; the access matrix reads it. */
    routeTable: RouteEntry[];
  }
}

// Routes that plugins register (API docs) are public by nature; every other route must say.
const publicPluginPrefixes = [apiDocsPath];

/**
 * Whether a route takes organisation API keys. A key acts with exactly its scopes, so by default only routes that
 * declare a permission do; a route may close itself to keys (keys cannot manage keys) or open a `signed-in` route
 * whose service checks permissions itself. Account, invitation and console routes (`user`, `host`) never do.
 */
export const acceptsApiKeys = ({ access, apiKeys }: FastifyContextConfig) => {
  if (access === undefined || access === 'public' || access === 'user' || access === 'host') return false;
  return apiKeys ?? access !== 'signed-in';
};

/** A route that refuses organisation API keys although it declares a permission (keys cannot manage keys). */
export const refusingApiKeys = (route: RouteOptions): RouteOptions => ({
  ...route,
  config: { ...route.config, apiKeys: false },
});

/**
 * Makes every route declare its access (start-up fails otherwise) and enforces it before the
 * handler runs: `authenticate` turns the request into an AuthContext or throws 401/403.
 */
export function registerAccessControl(
  app: FastifyInstance,
  {
    authenticate,
    identify,
    identifyHost,
    carriesApiKey,
  }: {
    authenticate: (request: FastifyRequest) => Promise<AuthContext>;
    identify: (request: FastifyRequest) => Promise<UserContext>;
    /** The host behind a verified user, or a 403 for anyone without the host role. */
    identifyHost: (user: UserContext) => Promise<HostContext>;
    carriesApiKey: ApiKeyAuthentication['carries'];
  },
) {
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('user', null);
  app.decorateRequest('hostUser', null);

  app.addHook('onRoute', (route) => {
    route.config ??= {};
    if (!route.config.access && publicPluginPrefixes.some((prefix) => route.url.startsWith(prefix))) {
      route.config.access = 'public';
    }
    const access = route.config.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    // OpenAPI: public routes need no bearer token (the document's default requires one).
    if (access === 'public' && route.schema) route.schema = { ...route.schema, security: [] };
    for (const method of [route.method].flat())
      app.routeTable.push({ method, url: route.url, access, schema: route.schema });
  });

  // preParsing: after the per-route rate limit (onRequest), before any body is read or validated.
  app.addHook('preParsing', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return payload;
    if (carriesApiKey(request) && !acceptsApiKeys(request.routeOptions.config))
      throw forbidden(apiKeyMessages.keyNotAllowed);
    if (access === 'user' || access === 'host') {
      request.user = await identify(request);
      if (access === 'host') request.hostUser = await identifyHost(request.user);
      return payload;
    }
    const auth = await authenticate(request);
    request.user = { userId: auth.userId, tenantId: auth.tenantId };
    request.auth = auth;
    // Every line logged about the call from here on, the completed-request line too, names the key it came with.
    if (auth.apiKeyId) request.log = reply.log = request.log.child({ apiKeyId: auth.apiKeyId });
    if (access !== 'signed-in' && !auth.permissions.has(access)) throw forbidden();
    return payload;
  });
}

/** The verified user of a `user` (or stricter) route; throws if used on a public route by mistake. */
export function requireUser(request: FastifyRequest): UserContext {
  if (!request.user) throw new Error(`${request.routeOptions.url} reads the user but is public`);
  return request.user;
}

/** The caller of a member route; throws if used on a public or `user` route by mistake. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`${request.routeOptions.url} reads auth but is public`);
  return request.auth;
}

/** The support person calling a `host` route; throws if used on another route by mistake. */
export function requireHost(request: FastifyRequest): HostContext {
  if (!request.hostUser) throw new Error(`${request.routeOptions.url} reads the host but is not a host route`);
  return request.hostUser;
}
