import type {
  CustomerListItem,
  CustomerOption,
  CustomerPagedList,
  CustomerSorting,
  CustomerStatus,
  CustomerStatusFilter,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { withUniqueName } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { concurrencyError } from '../../http/errors.ts';
import { customerInUse, customerNameTaken, customerNotFound } from './customers.errors.ts';
import { presentCustomer, presentCustomerOption, presentCustomerPage } from './customers.presenter.ts';
import {
  countCustomerProjects,
  countCustomersByStatus,
  customerNames,
  deleteCustomerRow,
  findCustomerRow,
  insertCustomers,
  listActiveCustomerOptions,
  listCustomerRows,
  listMemberCustomerOptions,
  lockCustomerRow,
  sumCustomerTotals,
  updateCustomerRow,
} from './customers.repository.ts';

export type CustomersDeps = { db: Db; clock: Clock };
type Call = { deps: CustomersDeps; auth: AuthContext };
type Scope = { tx: Tx; tenantId: string };

/** The texts and status of a customer as a caller sends them (already trimmed by the contract). */
export type CustomerFields = { name: string; note: string; status: CustomerStatus };

/** Customers are organisation data: everyone holding the read permission sees all of them. */
export function listCustomers({
  deps: { db },
  auth: { tenantId },
  query,
}: Call & {
  query: { skip: number; take: number; status: CustomerStatusFilter; search?: string; sorting: CustomerSorting };
}): Promise<CustomerPagedList> {
  return inTenant({ db, tenantId, plans: 'generic' }, async (tx) => {
    const search = query.search?.trim() || undefined;
    const statusCounts = await countCustomersByStatus({ tx, tenantId, search });
    const status = query.status === 'all' ? undefined : query.status;
    const rows = await listCustomerRows({
      tx,
      tenantId,
      search,
      status,
      sorting: query.sorting,
      limit: query.take,
      offset: query.skip,
    });
    const totals = await sumCustomerTotals({ tx, tenantId, customerIds: rows.map((row) => row.id) });
    const totalCount = status ? (statusCounts.get(status) ?? 0) : [...statusCounts.values()].reduce((a, b) => a + b, 0);
    return presentCustomerPage({ rows, totals, statusCounts, totalCount });
  });
}

async function presentOne({ tx, tenantId, customerId }: Scope & { customerId: string }): Promise<CustomerListItem> {
  const row = await findCustomerRow({ tx, tenantId, customerId });
  if (!row) throw customerNotFound();
  const totals = await sumCustomerTotals({ tx, tenantId, customerIds: [customerId] });
  return presentCustomer(row, totals.get(customerId));
}

/** One customer of the organisation with its counters. */
export function getCustomer({ deps: { db }, auth: { tenantId }, customerId }: Call & { customerId: string }) {
  return inTenant({ db, tenantId }, (tx) => presentOne({ tx, tenantId, customerId }));
}

/** Adds a customer to the organisation. */
export function createCustomer({ deps: { db, clock }, auth: { tenantId }, fields }: Call & { fields: CustomerFields }) {
  return withUniqueName({
    names: customerNames,
    taken: customerNameTaken,
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        await requireFreeName({ tx, tenantId, name: fields.name });
        const customer = { ...fields, createdAt: clock.now() };
        const [customerId = ''] = await insertCustomers({ tx, tenantId, customers: [customer] });
        return presentOne({ tx, tenantId, customerId });
      }),
  });
}

/** Changes a customer, provided nobody changed it since the caller read `concurrencyStamp`. */
export function updateCustomer({
  deps: { db, clock },
  auth: { tenantId },
  customerId,
  fields,
  concurrencyStamp,
}: Call & { customerId: string; fields: CustomerFields; concurrencyStamp: string }) {
  return withUniqueName({
    names: customerNames,
    taken: customerNameTaken,
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        const row = await lockCustomerRow({ tx, tenantId, customerId });
        if (!row) throw customerNotFound();
        if (row.concurrencyStamp !== concurrencyStamp) throw concurrencyError();
        await requireFreeName({ tx, tenantId, name: fields.name, exceptId: customerId });
        await updateCustomerRow({ tx, tenantId, customerId, changes: fields, now: clock.now() });
        return presentOne({ tx, tenantId, customerId });
      }),
  });
}

/** Deletes a customer that has no projects; one with projects is refused, saying how many. */
export function deleteCustomer({ deps: { db }, auth: { tenantId }, customerId }: Call & { customerId: string }) {
  return inTenant({ db, tenantId }, async (tx) => {
    const row = await lockCustomerRow({ tx, tenantId, customerId });
    if (!row) throw customerNotFound();
    const projectCount = await countCustomerProjects({ tx, tenantId, customerId });
    if (projectCount > 0) throw customerInUse(projectCount);
    await deleteCustomerRow({ tx, tenantId, customerId });
    return { id: customerId };
  });
}

/** The organisation's active customers, for pickers. */
export function listActiveCustomers({ deps: { db }, auth: { tenantId } }: Call): Promise<CustomerOption[]> {
  return inTenant({ db, tenantId }, async (tx) =>
    (await listActiveCustomerOptions({ tx, tenantId })).map(presentCustomerOption),
  );
}

/** The customers of the projects the caller is a member of. */
export function listUserCustomers({ deps: { db }, auth: { tenantId, memberId } }: Call): Promise<CustomerOption[]> {
  return inTenant({ db, tenantId }, async (tx) =>
    (await listMemberCustomerOptions({ tx, tenantId, memberId })).map(presentCustomerOption),
  );
}
