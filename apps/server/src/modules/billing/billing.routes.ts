import { billingEndpoints as endpoints, hostPackageEndpoints as hostEndpoints } from '@worktrail/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAuth, requireHost } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { billingErrors } from '../subscriptions/billing.errors.ts';
import { getOrganizationDetails, updatePaymentMethod } from './organization.service.ts';
import { createPackage, listHostPackages, listPackages, updatePackage } from './packages.service.ts';
import { changePackage } from './plan-change.service.ts';

// A change of plan without a package answers the §5 text itself, not only on the field.
const packageChosen = {
  preValidation: async (request: FastifyRequest) => {
    const { packageId } = (request.query ?? {}) as { packageId?: unknown };
    if (packageId === undefined || packageId === '') throw billingErrors.packageRequired();
  },
};

/** Plans, seats and payment method (§7 "Subscription"), and packages in the support console. */
export const billingRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock, config }) => {
  const deps = { db, clock, config };

  registerEndpoint(app, endpoints.packages, async (request) =>
    ok(await listPackages({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(
    app,
    endpoints.setPackage,
    async (request) =>
      ok(await changePackage({ deps, auth: requireAuth(request), packageId: request.query.packageId })),
    packageChosen,
  );

  registerEndpoint(app, endpoints.updatePaymentMethod, async (request) => {
    const change = { organizationId: request.params.id, request: request.body };
    return ok(await updatePaymentMethod({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.details, async (request) =>
    ok(await getOrganizationDetails({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, hostEndpoints.list, async (request) =>
    ok(await listHostPackages({ deps, host: requireHost(request) })),
  );
  registerEndpoint(app, hostEndpoints.create, async (request) =>
    ok(await createPackage({ deps, host: requireHost(request), request: request.body })),
  );
  registerEndpoint(app, hostEndpoints.update, async (request) =>
    ok(await updatePackage({ deps, host: requireHost(request), id: request.query.id, request: request.body })),
  );
};
