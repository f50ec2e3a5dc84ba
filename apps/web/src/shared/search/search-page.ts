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
