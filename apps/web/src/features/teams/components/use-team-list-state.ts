import { usePagedList } from '../../../shared/ui/use-paged-list.ts';
import type { TeamStatusFilter } from '../api/get-teams.ts';

/** The teams list's status filter, search, page and page size. */
export function useTeamListState() {
  const list = usePagedList<{ status: TeamStatusFilter }>({ status: 'current' });
  return { ...list, setStatus: (next: TeamStatusFilter) => list.setFilter('status', next) };
}
