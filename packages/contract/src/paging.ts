import { z } from 'zod';
import { paging } from './constants.ts';

/** A page number from a query string: whole, at least 1, default 1 (§9). */
export const pageNumber = z.coerce.number().int().min(1).default(paging.defaultPage);

/** A page size from a query string: whole, 1 to 100, default 10 (§9, ARCHITECTURE §3). */
export const pageSize = z.coerce.number().int().min(1).max(paging.maxPageSize).default(paging.defaultPageSize);

/**
 * A page number and size a list may be asked for or not: no defaults, so a call without them gets the whole list
 * (`.optional()` on the defaulted ones would still apply the defaults under zod 4, and answer one page of 10).
 */
export const optionalPageNumber = pageNumber.unwrap().optional();
export const optionalPageSize = pageSize.unwrap().optional();

/**
 * What a picker asks a list for, so that a big organisation's picker asks for what it shows: `search`, part of a
 * name (trimmed, at most 100 characters), and `PageNo` with `PageSize` for one page; without them, the whole list.
 * A picker's query is this, extended with its own filters.
 */
export const pickerQuery = z.object({
  search: z.string().trim().max(100).optional(),
  /** With PageSize: that page of the list (from 1); without both, the whole list (no defaults, unlike a list's). */
  PageNo: optionalPageNumber,
  PageSize: optionalPageSize,
});

/**
 * The rows a picker's query asks for: PageNo or PageSize asks for a page (the other one §9's default), as a limit
 * and an offset; neither, the whole list (undefined).
 */
export function pickerPage({ PageNo, PageSize }: { PageNo?: number | undefined; PageSize?: number | undefined }) {
  if (PageNo === undefined && PageSize === undefined) return undefined;
  const size = PageSize ?? paging.defaultPageSize;
  return { limit: size, offset: ((PageNo ?? paging.defaultPage) - 1) * size };
}

/** The pagination block of report shapes (§3). */
export const pagination = z.object({
  page: z.number().int(),
  per_Page: z.number().int(),
  total_Items: z.number().int(),
  total_Pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;
