import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

const tags = ['Operations'];

/** Liveness (the process answers) and readiness (the database answers), for probes; never rate limited. */
export const healthEndpoints = {
  liveness: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    access: 'public',
    tags,
    summary: 'Liveness',
    result: z.object({ status: z.literal('ok') }),
  }),
  readiness: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    access: 'public',
    tags,
    summary: 'Readiness: the database answers',
    result: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
