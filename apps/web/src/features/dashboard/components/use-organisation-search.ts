import { type BoardPeriod, boardPeriods, paging } from '@worktrail/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageSizes } from '../../../shared/ui/Pager.tsx';

/** "All statistics" (the board of the data scope) or "My statistics" (the caller's own row). */
export const statisticsViews = ['all', 'mine'] as const;
export type StatisticsView = (typeof statisticsViews)[number];

/**
 * What the organisation dashboard's address says:
 * `?view=mine&period=week|month&department=<id>&name=<text>&page=<n>&size=<n>`; the defaults are left out.
 */
export type OrganisationSearch = {
  view: StatisticsView;
  period: BoardPeriod;
  departmentId: string | null;
  /** Part of a member's name or e-mail. */
  name: string;
  page: number;
  size: number;
};

const isPeriod = (value: string | null): value is BoardPeriod =>
  (boardPeriods as readonly (string | null)[]).includes(value);

const wholeAtLeastOne = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
};

/** Each parameter's default, which the address leaves out. */
const defaults: Record<string, string> = {
  view: 'all',
  period: 'today',
  page: String(paging.defaultPage),
  size: String(paging.defaultPageSize),
};

/** The organisation dashboard's view and filters, kept in the address so a link opens the same board. */
export function useOrganisationSearch() {
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const size = wholeAtLeastOne(params.get('size'));
  const search: OrganisationSearch = {
    view: params.get('view') === 'mine' ? 'mine' : 'all',
    period: isPeriod(period) ? period : 'today',
    departmentId: params.get('department') || null,
    name: params.get('name') ?? '',
    page: wholeAtLeastOne(params.get('page')) ?? paging.defaultPage,
    size: size !== null && (pageSizes as readonly number[]).includes(size) ? size : paging.defaultPageSize,
  };

  /** Changes parameters; any change but the page's own goes back to page 1 of the new list. */
  const update = useCallback(
    (change: Record<string, string | null>, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in change)) next.delete('page');
          for (const [name, value] of Object.entries(change)) {
            if (value === null || value === '' || value === defaults[name]) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    search,
    setView: useCallback((view: StatisticsView) => update({ view }), [update]),
    setPeriod: useCallback((next: BoardPeriod) => update({ period: next }), [update]),
    setDepartment: useCallback((departmentId: string | null) => update({ department: departmentId }), [update]),
    // Typing replaces the address rather than adding a step to the history for every pause.
    setName: useCallback((name: string) => update({ name: name.trim() }, { replace: true }), [update]),
    setPage: useCallback((page: number) => update({ page: String(page) }), [update]),
    setSize: useCallback((next: number) => update({ size: String(next) }), [update]),
  };
}
