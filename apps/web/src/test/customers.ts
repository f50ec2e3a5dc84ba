import type { CustomerListItem, CustomerPagedList } from '@worktrail/contract';

/** A customer as the list shows it: number `index`, no projects or time, joined on 1 March 2025. */
export const customerItem = (index: number, overrides: Partial<CustomerListItem> = {}): CustomerListItem => ({
  id: `0190f5f0-0000-7000-8000-00000000000${index}`,
  name: `Customer ${index}`,
  note: '',
  status: 'active',
  projectCount: 0,
  taskCount: 0,
  totalTrackedSeconds: 0,
  totalHours: 0,
  createdAt: '2025-03-01T09:00:00.000Z',
  concurrencyStamp: `0190f5f0-0000-7000-8000-00000000010${index}`,
  ...overrides,
});

/** A page of customers, all active, with one inactive customer on the other tab unless told otherwise. */
export const customerPage = (
  items: CustomerListItem[],
  counts: Partial<CustomerPagedList> = {},
): CustomerPagedList => ({
  items,
  activeCustomerCount: items.length,
  inactiveCustomerCount: 1,
  totalCount: items.length,
  ...counts,
});
