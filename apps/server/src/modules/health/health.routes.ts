import { type Endpoint, healthEndpoints as endpoints, errorEnvelope, serverMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type EndpointHandler, endpointRoute } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';

/** A probe's route: never rate limited, so a busy scraper or orchestrator cannot make the service look down. */
function probeRoute<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, responses = {}): RouteOptions {
  const route = endpointRoute(endpoint, handler);
  const schema = { ...route.schema, response: { ...(route.schema?.response ?? {}), ...responses } };
  return { ...route, config: { ...route.config, rateLimit: false }, schema };
}

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.route(probeRoute(endpoints.liveness, async () => ok({ status: 'ok' as const })));

  const unready = { 503: errorEnvelope.describe('The database does not answer (code INTERNAL)') };
  app.route(
    probeRoute(
      endpoints.readiness,
      async (_request, reply) => {
        try {
          await database.db.execute(sql`SELECT 1`);
        } catch (error) {
          app.log.warn({ err: error }, 'readiness check failed');
          return reply.status(503).send({
            success: false,
            message: serverMessages.databaseUnreachable,
            code: 'INTERNAL' as const,
            messageKey: 'errors.server.databaseUnreachable',
            result: null,
          });
        }
        return ok({ status: 'ready' as const, database: database.kind });
      },
      unready,
    ),
  );
};
