import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { CountedTabs, type CountedTabsProps } from './CountedTabs.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { Pager } from './Pager.tsx';
import { useClampedPage } from './use-paged-list.ts';

/** What the list needs of its query: one page of rows with the total, and a way to try again. */
type PagedQuery<Item> = {
  data: { items: Item[]; totalCount: number } | undefined;
  isError: boolean;
  refetch: () => unknown;
};

/** The list's search box text, page and page size, as `usePagedList` keeps them. */
type PagedListControls = {
  params: { page: number; size: number };
  search: string;
  setSearch: (search: string) => void;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
};

type PagedListProps<Item, Filter extends string> = {
  list: PagedListControls;
  query: PagedQuery<Item>;
  /** The search box's label and placeholder; a list without one has no search. */
  search?: { label: string; placeholder?: string };
  /** Controls beside the search: a filter of the list. */
  filters?: ReactNode;
  /** Buttons at the end of the toolbar: add, import. */
  actions?: ReactNode;
  /** Shown between the toolbar and the list: what is selected in it. */
  notice?: ReactNode;
  /** Status tabs over the list, each with its count; the chosen one holds the list. */
  tabs?: Omit<CountedTabsProps<Filter>, 'children'>;
  /** Shown instead of the list when it could not load. */
  failedText: string;
  /** Shown instead of the list when this tab, filter or search has no rows. */
  emptyText: string;
  /** The table of one page of rows; `null` while the first page loads. */
  children: (items: Item[] | null) => ReactNode;
};

/**
 * A paged list (§9): search and filters, optional status tabs, the rows with the pager under them, the load failure
 * and the empty text. When the list shrinks under the current page (a deletion, a change elsewhere), it goes back to
 * the last page.
 */
export function PagedList<Item, Filter extends string = never>({
  list,
  query,
  search,
  filters,
  actions,
  notice,
  tabs,
  failedText,
  emptyText,
  children,
}: PagedListProps<Item, Filter>) {
  const { page, size } = list.params;
  const data = query.data;
  useClampedPage({ page, size, total: data?.totalCount, setPage: list.setPage });

  const body = () => {
    if (query.isError && !data) return <LoadFailed message={failedText} onRetry={() => query.refetch()} />;
    if (data && data.items.length === 0) {
      return (
        <Text c="dimmed" py="lg" role="status">
          {emptyText}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        {children(data?.items ?? null)}
        {data && <Pager page={page} size={size} total={data.totalCount} onPage={list.setPage} onSize={list.setSize} />}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      {(search || filters || actions) && (
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" gap="md" flex={1}>
            {search && (
              <TextInput
                type="search"
                label={search.label}
                placeholder={search.placeholder}
                value={list.search}
                onChange={(event) => list.setSearch(event.currentTarget.value)}
                w={360}
                maw="100%"
              />
            )}
            {filters}
          </Group>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
      )}
      {notice}
      {tabs ? <CountedTabs {...tabs}>{body()}</CountedTabs> : body()}
    </Stack>
  );
}
