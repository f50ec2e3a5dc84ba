import { useDebouncedValue } from '@mantine/hooks';
import { paging, totalPages } from '@worktrail/contract';
import { useEffect, useState } from 'react';

const searchDelayMs = 300;

type Update<Value> = Value | ((current: Value) => Value);

/**
 * A paged list's search, page and page size, plus the list's own filters (tab, order…). Changing a filter, the
 * (debounced) search or the page size goes back to page 1, so a page never points past the end of a shorter list.
 */
export function usePagedList<Filters extends Record<string, unknown>>(initialFilters: Filters) {
  const [filters, setFilters] = useState(initialFilters);
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
    params: { page, size, search: debouncedSearch, ...filters },
    search,
    setSearch,
    setPage,
    setSize: (next: number) => {
      setSize(next);
      setPage(paging.defaultPage);
    },
    /** Changes one filter, to a value or from its current value, and goes back to page 1. */
    setFilter: <Key extends keyof Filters>(key: Key, next: Update<Filters[Key]>) => {
      setFilters((current) => ({
        ...current,
        [key]: typeof next === 'function' ? (next as (value: Filters[Key]) => Filters[Key])(current[key]) : next,
      }));
      setPage(paging.defaultPage);
    },
  };
}

/**
 * Goes back to the last page when the list shrinks under the current one (a row deleted from the last page, a
 * change elsewhere); `total` is undefined until the first page arrives.
 */
export function useClampedPage({
  page,
  size,
  total,
  setPage,
}: {
  page: number;
  size: number;
  total: number | undefined;
  setPage: (page: number) => void;
}) {
  const pages = total === undefined ? 0 : totalPages({ total, size });
  useEffect(() => {
    if (pages > 0 && page > pages) setPage(pages);
  }, [pages, page, setPage]);
}
