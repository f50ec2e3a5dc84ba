import { Combobox, type ComboboxStore, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import type { SearchPage } from './search-page.ts';

/** How long typing pauses before the server is asked. */
const searchDelayMs = 250;

/** What the search needs of the page's query (TanStack Query's result, kept on screen while the next loads). */
export type PageQuery<Item> = {
  data: SearchPage<Item> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
};

/** What a search picker's list says, already translated: the picker's own words for what it lists. */
export type SearchTexts = {
  /** In an empty list while an answer is on its way. */
  loading: string;
  nothingFound: string;
  loadFailed: string;
  /** Under a list while the answer for what is typed is on its way. */
  searching: string;
  /** Under a list when more match than are listed. */
  more: string;
};

/**
 * An open search picker's list (the member pickers, the member editor's projects): what is typed (null when nothing
 * since the field took focus), the server's first page for it through `usePage` (the same hook on every render),
 * asked once typing pauses, and what to say when the list is empty.
 */
export function useSearchList<Item>(usePage: (search: string) => PageQuery<Item>, texts: SearchTexts) {
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed?.trim() ?? '';
  const [search] = useDebouncedValue(text, searchDelayMs);
  const results = usePage(search);
  // Until the answer for what is typed arrives, the previous one stays listed.
  const searching = results.isPending || results.isPlaceholderData || search !== text;
  const empty = searching ? texts.loading : results.isError ? texts.loadFailed : texts.nothingFound;
  return {
    typed,
    setTyped,
    items: results.data?.items ?? [],
    hasMore: results.data?.hasMore ?? false,
    searching,
    empty,
    texts,
  };
}

export type SearchList<Item> = ReturnType<typeof useSearchList<Item>>;

/**
 * The open picker's search field: typing asks the server and opens the list (through `open`); leaving the field
 * closes the list and forgets what was typed.
 */
export const searchFieldHandlers = ({
  setTyped,
  combobox,
  open,
}: {
  setTyped: (typed: string | null) => void;
  combobox: ComboboxStore;
  open: () => void;
}) => ({
  onChange: (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.currentTarget.value);
    combobox.resetSelectedOption();
    open();
  },
  onFocus: open,
  onBlur: () => {
    combobox.closeDropdown();
    setTyped(null);
  },
});

/** What the dropdown shows of the search besides the options. */
type ListState = Pick<SearchList<unknown>, 'searching' | 'hasMore' | 'empty' | 'texts'>;

/**
 * The open picker's dropdown: the options (`children`, `count` of them) under the field's label, what to say when
 * there are none, and under a list that is not empty whether a search is on its way or more match.
 */
export function SearchListDropdown({
  labelledBy,
  count,
  list,
  hidden,
  children,
}: {
  labelledBy: string;
  count: number;
  list: ListState;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Combobox.Dropdown hidden={hidden}>
      <Combobox.Options labelledBy={labelledBy} aria-busy={list.searching}>
        <ScrollArea.Autosize mah={220} type="scroll">
          {children}
        </ScrollArea.Autosize>
        {count === 0 && <Combobox.Empty>{list.empty}</Combobox.Empty>}
      </Combobox.Options>
      {count > 0 && <SearchListFooter list={list} />}
    </Combobox.Dropdown>
  );
}

/** Under a list that is not empty: that a search is on its way, or that more match than are listed. */
function SearchListFooter({ list: { searching, hasMore, texts } }: { list: ListState }) {
  if (!searching && !hasMore) return null;
  return (
    <Combobox.Footer role="status">
      {searching ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size={12} aria-hidden="true" />
          <Text size="xs">{texts.searching}</Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {texts.more}
        </Text>
      )}
    </Combobox.Footer>
  );
}
