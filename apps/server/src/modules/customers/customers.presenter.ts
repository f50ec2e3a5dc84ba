import type { CustomerListItem, CustomerOption, CustomerPagedList, CustomerStatus } from '@worktrail/contract';
import type { CustomerRow, CustomerTotals } from './customers.repository.ts';

const noTotals: CustomerTotals = { projectCount: 0, trackedSeconds: 0, taskCount: 0 };

/** One customer with its counters, as the list shows it. */
export function presentCustomer(row: CustomerRow, totals: CustomerTotals = noTotals): CustomerListItem {
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    status: row.status,
    projectCount: totals.projectCount,
    taskCount: totals.taskCount,
    totalTrackedSeconds: totals.trackedSeconds,
    totalHours: Math.round((totals.trackedSeconds / 3600) * 100) / 100,
    createdAt: row.createdAt.toISOString(),
    concurrencyStamp: row.concurrencyStamp,
  };
}

/** A page of customers with the status counts of the tabs. */
export function presentCustomerPage({
  rows,
  totals,
  statusCounts,
  totalCount,
}: {
  rows: CustomerRow[];
  totals: ReadonlyMap<string, CustomerTotals>;
  statusCounts: ReadonlyMap<CustomerStatus, number>;
  totalCount: number;
}): CustomerPagedList {
  return {
    items: rows.map((row) => presentCustomer(row, totals.get(row.id))),
    activeCustomerCount: statusCounts.get('active') ?? 0,
    inactiveCustomerCount: statusCounts.get('inactive') ?? 0,
    totalCount,
  };
}

/** A customer for pickers: id and name only. */
export const presentCustomerOption = (row: { id: string; name: string }): CustomerOption => ({
  id: row.id,
  name: row.name,
});
