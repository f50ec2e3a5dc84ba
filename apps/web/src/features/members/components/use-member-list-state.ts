import type { MemberSortField, MemberStatusFilter } from '@worktrail/contract';
import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import type { MemberSort } from '../api/get-members.ts';

/** The next order after a click on a column: that column ascending, then descending, then back again. */
export function nextSort(current: MemberSort | undefined, field: MemberSortField): MemberSort {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: field === 'createdAt' ? 'desc' : 'asc' };
}

/** The members list's tab, search, department, order, page and page size. */
export function useMemberListState() {
  const list = usePagedList<{ status: MemberStatusFilter; departmentName: string; sort: MemberSort | undefined }>({
    status: 'active',
    departmentName: '',
    sort: undefined,
  });
  return {
    ...list,
    setStatus: (next: MemberStatusFilter) => list.setFilter('status', next),
    setDepartmentName: (next: string) => list.setFilter('departmentName', next),
    sortBy: (field: MemberSortField) => list.setFilter('sort', (current) => nextSort(current, field)),
  };
}
