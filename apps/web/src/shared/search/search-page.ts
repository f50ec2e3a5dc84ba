import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One page of a search picker's list: the first items matching what is typed, and whether more match. */
export type SearchPage<Item> = { items: Item[]; hasMore: boolean };

/** How many items a search picker shows at once; a bigger list is narrowed by typing. */
export const pickerPageSize = 50;

/**
 * The first `pickerPageSize` items of a list that answers without a count: one more is asked for (through `ask`,
 * given the page size to ask for), to know whether more match without counting them.
 */
export async function firstPageOf<Item>(ask: (pageSize: number) => Promise<Item[]>): Promise<SearchPage<Item>> {
  const items = await ask(pickerPageSize + 1);
  return { items: items.slice(0, pickerPageSize), hasMore: items.length > pickerPageSize };
}

/** What a picker's list (a pickerQuery of the contract) is asked for its first page. */
export type FirstPageQuery = { search: string | undefined; PageNo: number; PageSize: number };

/**
 * A search picker's page under `key` for `search` (everything when empty): the first items of the list `ask`
 * answers, by name, and whether more match; never the whole list.
 */
export const pickerPageQueryOptions = <Item>(
  key: readonly unknown[],
  search: string,
  ask: (query: FirstPageQuery) => Promise<Item[]>,
) =>
  queryOptions({
    queryKey: [...key, 'page', search],
    queryFn: () => firstPageOf((PageSize) => ask({ search: search || undefined, PageNo: 1, PageSize })),
    staleTime: 60_000,
  });

/**
 * The page for what is typed, asked for only once `enabled` (the picker was opened); the previous answer stays on
 * screen while the next one loads.
 */
export const usePickerPage = <Item>(options: ReturnType<typeof pickerPageQueryOptions<Item>>, enabled: boolean) =>
  useQuery({ ...options, placeholderData: keepPreviousData, enabled });

/** What a field asks its page hook for: the page for what is typed, once the field was opened. */
export type PickerPageRequest = { search: string; enabled: boolean };
