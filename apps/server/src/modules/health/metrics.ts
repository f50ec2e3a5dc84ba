import { createHash, timingSafeEqual } from 'node:crypto';
import { serverMessages } from '@worktrail/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { notFound, unauthenticated } from '../../http/errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the metrics token; compared in constant time. */
function carriesToken(request: FastifyRequest, token: string) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Prometheus metrics at /metrics: process metrics and a request-duration histogram by route and status. They
 * describe the routes, latencies and heap, so they are served only to a scraper with `METRICS_TOKEN`; without one
 * configured, /metrics does not exist.
 */
export function registerMetrics(app: FastifyInstance, { token }: { token: string | undefined }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { config: { access: 'public', rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!token) throw notFound(serverMessages.metricsOff);
      if (!carriesToken(request, token)) throw unauthenticated(serverMessages.metricsToken);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
