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

/** The pagination block of report shapes (§3). */
export const pagination = z.object({
  page: z.number().int(),
  per_Page: z.number().int(),
  total_Items: z.number().int(),
  total_Pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;
