import { trackerEndpoints as endpoints } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { getTrackerSettings, heartbeat, startEntry, stopEntry, uploadSlots } from './tracker.service.ts';

/** The calls a desktop tracker agent makes once signed in (issue 6 item 2; ARCHITECTURE §5 invariant 4). */
export const trackerRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.settings, async (request) =>
    ok(await getTrackerSettings({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.startEntry, async (request) =>
    ok(await startEntry({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.stopEntry, async (request) =>
    ok(await stopEntry({ deps, auth: requireAuth(request), request: request.body })),
  );

  registerEndpoint(app, endpoints.uploadSlots, async (request) =>
    ok(await uploadSlots({ deps, auth: requireAuth(request), slots: request.body.slots })),
  );

  registerEndpoint(app, endpoints.heartbeat, async (request) =>
    ok(await heartbeat({ deps, auth: requireAuth(request), request: request.body })),
  );
};
