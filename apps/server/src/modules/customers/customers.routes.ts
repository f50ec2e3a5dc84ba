import {
  createOrUpdateCustomerRequest,
  customerIdQuery,
  customerListItem,
  customerListQuery,
  customerOptions,
  customerPagedList,
  deletedCustomer,
  okEnvelope,
  permissions,
  updateCustomerRequest,
} from '@worktrail/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/access.ts';
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

const tags = ['Customers'];
const item = { 200: okEnvelope(customerListItem) };

/** Spec §7: the customers calls. Customers are organisation data, so no data scope narrows them. */
export const customersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, clock }) => {
  const deps = { db, clock };

  app.post(
    '/v1/Customer/CreateOrUpdate',
    {
      config: { access: permissions.customers.create },
      schema: {
        tags,
        summary:
          'Create a customer, or with `id` update one (needs the concurrencyStamp read and the update permission)',
        body: createOrUpdateCustomerRequest,
        response: item,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { id, concurrencyStamp, ...fields } = request.body;
      if (!id) return ok(await createCustomer({ deps, auth, fields }));
      if (!auth.permissions.has(permissions.customers.update)) throw forbidden();
      if (!concurrencyStamp) throw customerStampRequired();
      return ok(await updateCustomer({ deps, auth, customerId: id, fields, concurrencyStamp }));
    },
  );

  app.get(
    '/v1/Customer/GetCustomerPagedList',
    {
      config: { access: permissions.customers.read },
      schema: {
        tags,
        summary: "One page of the organisation's customers with projects, tasks and tracked hours, and status counts",
        description:
          'Name matches part of the name, ignoring case; the status counts follow the search, totalCount the ' +
          'whole filter. Sorting is `name` or `createdAt`, `asc` or `desc` (default newest first).',
        querystring: customerListQuery,
        response: { 200: okEnvelope(customerPagedList) },
      },
    },
    async (request) => {
      const { SkipCount: skip, MaxResultCount: take, Status: status, Name: search, Sorting: sorting } = request.query;
      const query = { skip, take, status, search, sorting };
      return ok(await listCustomers({ deps, auth: requireAuth(request), query }));
    },
  );

  app.get(
    '/v1/Customer/GetById',
    {
      config: { access: permissions.customers.read },
      schema: { tags, summary: 'One customer with its counters', querystring: customerIdQuery, response: item },
    },
    async (request) => ok(await getCustomer({ deps, auth: requireAuth(request), customerId: request.query.id })),
  );

  app.post(
    '/v1/Customer/Update',
    {
      config: { access: permissions.customers.update },
      schema: {
        tags,
        summary: 'Change a customer; a stale concurrencyStamp is refused with CONCURRENCY_ERROR',
        querystring: customerIdQuery,
        body: updateCustomerRequest,
        response: item,
      },
    },
    async (request) => {
      const { concurrencyStamp, ...fields } = request.body;
      const change = { customerId: request.query.id, fields, concurrencyStamp };
      return ok(await updateCustomer({ deps, auth: requireAuth(request), ...change }));
    },
  );

  app.delete(
    '/v1/Customer/DeleteById',
    {
      config: { access: permissions.customers.delete },
      schema: {
        tags,
        summary: 'Delete a customer; refused with IN_USE while it has projects',
        querystring: customerIdQuery,
        response: { 200: okEnvelope(deletedCustomer) },
      },
    },
    async (request) => ok(await deleteCustomer({ deps, auth: requireAuth(request), customerId: request.query.id })),
  );

  app.get(
    '/api/v1/Customer/GetActiveCustomer',
    {
      config: { access: permissions.customers.read },
      schema: {
        tags,
        summary: "The organisation's active customers, id and name, for pickers",
        response: { 200: okEnvelope(customerOptions) },
      },
    },
    async (request) => ok(await listActiveCustomers({ deps, auth: requireAuth(request) })),
  );

  app.get(
    '/api/v1/Customer/GetUserCustomers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The customers of the projects the caller is a member of',
        response: { 200: okEnvelope(customerOptions) },
      },
    },
    async (request) => ok(await listUserCustomers({ deps, auth: requireAuth(request) })),
  );
};
