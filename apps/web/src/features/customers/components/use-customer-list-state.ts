import type { CustomerSorting, CustomerStatusFilter } from '@worktrail/contract';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';

/** The customers list's tab, search, order, page and page size. */
export function useCustomerListState() {
  const list = usePagedList<{ status: CustomerStatusFilter; sorting: CustomerSorting }>({
    status: 'active',
    sorting: 'createdAt desc',
  });
  return {
    ...list,
    setStatus: (next: CustomerStatusFilter) => list.setFilter('status', next),
    setSorting: (next: CustomerSorting) => list.setFilter('sorting', next),
  };
}
