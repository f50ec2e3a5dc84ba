import {
  createOrUpdateCustomerRequest,
  customerIdQuery,
  customerListItem,
  customerListQuery,
  customerOptions,
  customerPagedList,
  deletedCustomer,
  updateCustomerRequest,
} from './customers.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissions } from './permissions.ts';

const tags = ['Customers'];

/** Spec §7: the customers calls. Customers are organisation data, so no data scope narrows them. */
export const customerEndpoints = {
  createOrUpdate: defineEndpoint({
    method: 'POST',
    path: '/v1/Customer/CreateOrUpdate',
    access: permissions.customers.create,
    tags,
    summary: 'Create a customer, or with `id` update one (needs the concurrencyStamp read and the update permission)',
    body: createOrUpdateCustomerRequest,
    result: customerListItem,
    errors: ['NOT_FOUND', 'CONCURRENCY_ERROR', 'ALREADY_EXISTS'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/Customer/GetCustomerPagedList',
    access: permissions.customers.read,
    tags,
    summary: "One page of the organisation's customers with projects, tasks and tracked hours, and status counts",
    description:
      'Name matches part of the name, ignoring case; the status counts follow the search, totalCount the ' +
      'whole filter. Sorting is `name` or `createdAt`, `asc` or `desc` (default newest first).',
    query: customerListQuery,
    result: customerPagedList,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/v1/Customer/GetById',
    access: permissions.customers.read,
    tags,
    summary: 'One customer with its counters',
    query: customerIdQuery,
    result: customerListItem,
    errors: ['NOT_FOUND'],
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/v1/Customer/Update',
    access: permissions.customers.update,
    tags,
    summary: 'Change a customer; a stale concurrencyStamp is refused with CONCURRENCY_ERROR',
    query: customerIdQuery,
    body: updateCustomerRequest,
    result: customerListItem,
    errors: ['NOT_FOUND', 'CONCURRENCY_ERROR', 'ALREADY_EXISTS'],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/Customer/DeleteById',
    access: permissions.customers.delete,
    tags,
    summary: 'Delete a customer; refused with IN_USE while it has projects',
    query: customerIdQuery,
    result: deletedCustomer,
    errors: ['NOT_FOUND', 'IN_USE'],
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Customer/GetActiveCustomer',
    access: permissions.customers.read,
    tags,
    summary: "The organisation's active customers, id and name, for pickers",
    result: customerOptions,
  }),
  ofUser: defineEndpoint({
    method: 'GET',
    path: '/api/v1/Customer/GetUserCustomers',
    access: 'signed-in',
    tags,
    summary: 'The customers of the projects the caller is a member of',
    result: customerOptions,
  }),
};
