import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { searchNames } from './task-list-search.ts';

/** A change of address parameters: a text sets one, null removes it. */
export type SearchChange = Record<string, string | null>;

/**
 * The address's query and a way to change some of its parameters, keeping the others. Any change but the page's
 * goes back to page 1, so a page never points past the end of a shorter list.
 */
export function useSearchUpdate() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: SearchChange, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!(searchNames.page in change)) next.delete(searchNames.page);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  /** Another page. */
  const setPage = useCallback(
    (page: number) => update({ [searchNames.page]: page > 1 ? String(page) : null }),
    [update],
  );
  /** Another page size, from page 1. */
  const setSize = useCallback((size: number) => update({ [searchNames.size]: String(size) }), [update]);
  return { params, update, setPage, setSize };
}
