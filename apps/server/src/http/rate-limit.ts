import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { type ApiKeyAuthentication, acceptsApiKeys, type UserContext } from './access.ts';
import { rateLimited } from './errors.ts';

/** The client a verified token was issued to (the web app, a tracker agent…), so each is counted on its own. */
function clientOf(request: FastifyRequest): string {
  try {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const claims = decodeJwt(token);
    const client = claims.client_id ?? claims.azp;
    return typeof client === 'string' ? client.slice(0, 100) : '-';
  } catch {
    return '-';
  }
}

const apiKeyBucket = 'api-key:';

/**
 * The request-rate limit (429 with Retry-After). Calls with a valid bearer token are counted per user,
 * organisation and client — an office of tracker agents behind one address is not throttled together —, calls with
 * a valid organisation API key per key, at the keys' own rate, and anonymous calls, or calls whose token or key
 * does not verify, per client address.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  {
    identify,
    perMinute,
    apiKeys,
    redis,
    redisPrefix,
  }: {
    /** The request's verified user; memoised per request, so the route's own check does not verify again. */
    identify: (request: FastifyRequest) => Promise<UserContext>;
    perMinute: number;
    /** The caller behind an API key, memoised per request like `identify`, and the calls each key may make a minute. */
    apiKeys: ApiKeyAuthentication & { perMinute: number };
    redis: Redis | undefined;
    redisPrefix: string;
  },
) {
  const callers = new WeakMap<FastifyRequest, string>();
  // An app-level hook runs before the plugin's route-level one, so the key is known when the limit is checked.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public' || !request.headers.authorization) return;
    if (apiKeys.carries(request)) {
      // A key this route refuses is turned away before any lookup; the address pays for it.
      if (!acceptsApiKeys(request.routeOptions.config)) return;
      const keyCaller = await apiKeys.authenticate(request).catch(() => undefined);
      if (keyCaller?.apiKeyId) callers.set(request, `${apiKeyBucket}${keyCaller.apiKeyId}`);
      return;
    }
    const caller = await identify(request).catch(() => undefined);
    if (caller) callers.set(request, `user:${caller.userId}:${caller.tenantId ?? '-'}:${clientOf(request)}`);
  });
  await app.register(rateLimit, {
    ...(redis ? { redis, nameSpace: `${redisPrefix}rate-limit:` } : {}),
    max: (_request, key) => (key.startsWith(apiKeyBucket) ? apiKeys.perMinute : perMinute),
    timeWindow: '1 minute',
    keyGenerator: (request) => callers.get(request) ?? `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });
}

/** Verifies each request's token (or API key) at most once, however many steps ask who is calling. */
export function identifyOncePerRequest<Caller = UserContext>(identify: (request: FastifyRequest) => Promise<Caller>) {
  const identities = new WeakMap<FastifyRequest, Promise<Caller>>();
  return (request: FastifyRequest) => {
    let identity = identities.get(request);
    if (!identity) {
      identity = identify(request);
      identities.set(request, identity);
    }
    return identity;
  };
}
