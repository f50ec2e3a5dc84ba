import { errorEnvelope, okEnvelope, serverMessages } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness',
        response: { 200: okEnvelope(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database answers',
        response: {
          200: okEnvelope(z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })),
          503: errorEnvelope,
        },
      },
    },
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
  );
};
