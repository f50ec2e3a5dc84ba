import { z } from 'zod';
import {
  customerLimits,
  customerMessages,
  customerSortings,
  customerStatuses,
  customerStatusFilters,
  customerTemplates,
} from './customers.constants.ts';
import { pageSize } from './paging.ts';

/** The refusal to delete a customer that still has projects, with their count filled in. */
export const customerInUseMessage = (projectCount: number): string =>
  customerTemplates.inUse.replace('{{count}}', String(projectCount));

const customerName = z
  .string({ error: customerMessages.nameRequired })
  .trim()
  .min(1, customerMessages.nameRequired)
  .max(customerLimits.nameMax, customerMessages.nameTooLong);
const customerNote = z.string().trim().max(customerLimits.noteMax, customerMessages.noteTooLong).default('');

/** `GetCustomerPagedList` (§7, §9): SkipCount 0, MaxResultCount 10 (at most 100), Status active, optional Name. */
export const customerListQuery = z.object({
  SkipCount: z.coerce.number().int().min(0).default(0),
  MaxResultCount: pageSize,
  Status: z.enum(customerStatusFilters).default('active'),
  Name: z.string().max(customerLimits.nameMax).optional(),
  Sorting: z.enum(customerSortings).default('createdAt desc'),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

/** One customer as the customers list shows it. */
export const customerListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  note: z.string(),
  status: z.enum(customerStatuses),
  projectCount: z.number().int(),
  /** Open tasks of the customer's projects (in an open status, in workspaces not deleted). */
  taskCount: z.number().int(),
  /** Ended time entries on the customer's projects, in seconds. */
  totalTrackedSeconds: z.number().int(),
  /** The same, in hours, rounded to two decimals. */
  totalHours: z.number(),
  /** The §3 "date joined". */
  createdAt: z.iso.datetime(),
  concurrencyStamp: z.uuid(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

export const customerPagedList = z.object({
  items: z.array(customerListItem),
  activeCustomerCount: z.number().int(),
  inactiveCustomerCount: z.number().int(),
  /** How many customers match the whole filter (status tab and search). */
  totalCount: z.number().int(),
});
export type CustomerPagedList = z.infer<typeof customerPagedList>;

/** `?id=` of GetById, Update and DeleteById. */
export const customerIdQuery = z.object({ id: z.uuid() });

/** The body of `Update?id=`: every field, and the stamp the caller read. */
export const updateCustomerRequest = z.strictObject({
  name: customerName,
  note: customerNote,
  status: z.enum(customerStatuses).default('active'),
  concurrencyStamp: z.uuid(),
});
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;

/** The body of `CreateOrUpdate`: creates without `id`; with `id` it updates and needs the stamp read. */
export const createOrUpdateCustomerRequest = z.strictObject({
  id: z.uuid().optional(),
  name: customerName,
  note: customerNote,
  status: z.enum(customerStatuses).default('active'),
  concurrencyStamp: z.uuid().optional(),
});
export type CreateOrUpdateCustomerRequest = z.input<typeof createOrUpdateCustomerRequest>;

/** A customer for pickers (`GetActiveCustomer`, `GetUserCustomers`). */
export const customerOption = z.object({ id: z.uuid(), name: z.string() });
export type CustomerOption = z.infer<typeof customerOption>;
export const customerOptions = z.array(customerOption);

/** What `DeleteById` answers: the id that was deleted. */
export const deletedCustomer = z.object({ id: z.uuid() });
