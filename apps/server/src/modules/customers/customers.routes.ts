import { customerEndpoints as endpoints, permissions } from '@worktrail/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireAuth } from '../../http/access.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden } from '../../http/errors.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { customerStampRequired } from './customers.errors.ts';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listActiveCustomers,
  listCustomers,
  listUserCustomers,
  updateCustomer,
} from './customers.service.ts';

/** Spec §7: the customers calls of the catalogue, each to its service. */
export const customersRoutes: FastifyPluginAsync<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  registerEndpoint(app, endpoints.createOrUpdate, async (request) => {
    const auth = requireAuth(request);
    const { id, concurrencyStamp, ...fields } = request.body;
    if (!id) return ok(await createCustomer({ deps, auth, fields }));
    if (!auth.permissions.has(permissions.customers.update)) throw forbidden();
    if (!concurrencyStamp) throw customerStampRequired();
    return ok(await updateCustomer({ deps, auth, customerId: id, fields, concurrencyStamp }));
  });

  registerEndpoint(app, endpoints.list, async (request) => {
    const { SkipCount: skip, MaxResultCount: take, Status: status, Name: search, Sorting: sorting } = request.query;
    const query = { skip, take, status, search, sorting };
    return ok(await listCustomers({ deps, auth: requireAuth(request), query }));
  });

  registerEndpoint(app, endpoints.byId, async (request) =>
    ok(await getCustomer({ deps, auth: requireAuth(request), customerId: request.query.id })),
  );

  registerEndpoint(app, endpoints.update, async (request) => {
    const { concurrencyStamp, ...fields } = request.body;
    const change = { customerId: request.query.id, fields, concurrencyStamp };
    return ok(await updateCustomer({ deps, auth: requireAuth(request), ...change }));
  });

  registerEndpoint(app, endpoints.delete, async (request) =>
    ok(await deleteCustomer({ deps, auth: requireAuth(request), customerId: request.query.id })),
  );

  registerEndpoint(app, endpoints.active, async (request) =>
    ok(await listActiveCustomers({ deps, auth: requireAuth(request) })),
  );

  registerEndpoint(app, endpoints.ofUser, async (request) =>
    ok(await listUserCustomers({ deps, auth: requireAuth(request) })),
  );
};
