import type { ProjectStatusFilter } from '@worktrail/contract';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';

/** The projects list's tab, search, customer, page and page size; newest first. */
export function useProjectListState() {
  const list = usePagedList<{ status: ProjectStatusFilter; customerId: string | null; sorting: 'createdAt desc' }>({
    status: 'active',
    customerId: null,
    sorting: 'createdAt desc',
  });
  return {
    ...list,
    setStatus: (next: ProjectStatusFilter) => list.setFilter('status', next),
    setCustomerId: (next: string | null) => list.setFilter('customerId', next),
  };
}
