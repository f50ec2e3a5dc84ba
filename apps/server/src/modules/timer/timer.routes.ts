import { okEnvelope, permissions, startTimerRequest, timerState } from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { currentTimer, startTimer, stopTimer } from './timer.service.ts';

const tags = ['Timer'];
const base = '/api/v1/Timer';
const limitNote =
  'A running web entry that passed Maximum_Hours_Per_Week is ended at the moment it reached it; the answer then ' +
  'carries it in `stopped` with `stoppedByLimit: true` and the reason.';

/** The web timer of the portal header (issue 6): the signed-in member's own running entry. */
export const timerRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.get(
    `${base}/Current`,
    {
      config: { access: permissions.timer.read },
      schema: {
        tags,
        summary: "The caller's running entry, weekly allowance and the server's clock",
        description: limitNote,
        response: { 200: okEnvelope(timerState) },
      },
    },
    async (request) => ok(await currentTimer({ deps, auth: requireAuth(request) })),
  );

  app.post(
    `${base}/Start`,
    {
      config: { access: permissions.timer.record },
      schema: {
        tags,
        summary: 'Start a web entry on a project now',
        description:
          'Refused while another entry runs (409 ALREADY_EXISTS), for inactive members, projects not active or not ' +
          "the caller's (422/404), and once the weekly allowance is used up (422). " +
          limitNote,
        body: startTimerRequest,
        response: { 200: okEnvelope(timerState) },
      },
    },
    async (request) => ok(await startTimer({ deps, auth: requireAuth(request), request: request.body })),
  );

  app.post(
    `${base}/Stop`,
    {
      config: { access: permissions.timer.record },
      schema: {
        tags,
        summary: 'Stop the running entry now (or where the weekly limit cut it) and rewrite the day totals',
        description: `422 UNPROCESSABLE when nothing runs. ${limitNote}`,
        response: { 200: okEnvelope(timerState) },
      },
    },
    async (request) => ok(await stopTimer({ deps, auth: requireAuth(request) })),
  );
};
