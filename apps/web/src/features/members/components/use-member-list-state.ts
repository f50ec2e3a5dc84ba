import { useDebouncedValue } from '@mantine/hooks';
import { type MemberStatusFilter, paging } from '@worktrail/contract';
import { useState } from 'react';

/** Page sizes offered under the list; the first is the §9 default. */
export const pageSizes = [paging.defaultPageSize, 25, 50] as const;

const searchDelayMs = 300;

/**
 * The members list's tab, search, page and page size. Changing the tab, the (debounced) search or the page size
 * goes back to page 1, so a page never points past the end of a shorter list.
 */
export function useMemberListState() {
  const [status, setStatus] = useState<MemberStatusFilter>('active');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDelayMs);
  const [page, setPage] = useState<number>(paging.defaultPage);
  const [size, setSize] = useState<number>(paging.defaultPageSize);
  const [pagedSearch, setPagedSearch] = useState(debouncedSearch);

  // The debounced search arrives later than the keystroke, so the page resets when it lands, not before.
  if (pagedSearch !== debouncedSearch) {
    setPagedSearch(debouncedSearch);
    setPage(paging.defaultPage);
  }

  return {
    params: { page, size, search: debouncedSearch, status },
    search,
    setSearch,
    setPage,
    setStatus: (next: MemberStatusFilter) => {
      setStatus(next);
      setPage(paging.defaultPage);
    },
    setSize: (next: number) => {
      setSize(next);
      setPage(paging.defaultPage);
    },
  };
}
