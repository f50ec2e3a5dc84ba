import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useActivityMember } from '../../../shared/activity/api/activity-api.ts';
import { utcToZonedWallTime } from '../../../shared/activity/time/zoned-time.ts';
import { reportsKey } from '../api/get-reports.ts';
import {
  type ReportFilters,
  type ReportGroupingChoice,
  readFilters,
  readGeneralView,
  readGrouping,
  readPage,
  readShowFirst10,
  writeFilters,
} from './report-search.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Today in the viewer's own time zone (their member zone, the browser's when the members cannot be read); null
 * while the zone is still on its way. The viewer comes first on the member picker's first page, which the member
 * filter shows anyway: the whole member list is never asked for.
 */
function useToday(): string | null {
  const { self, isPending } = useActivityMember(null);
  const zone = self?.timeZone ?? (isPending ? null : browserZone());
  return zone ? utcToZonedWallTime(Date.now(), zone).date : null;
}

/**
 * A report page's applied filters, grouping, page, tab and chart option, all in the address so a report can be
 * linked and survives a reload; `apply` writes new filters there (the "Show report" of §2).
 */
export function useReportSearch() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const filters = readFilters(params, useToday());

  // Show Report with the filters already shown asks again: the day's figures grow while the page is open.
  const shown = JSON.stringify([filters, readGrouping(params)]);
  const apply = useCallback(
    (next: ReportFilters, grouping?: ReportGroupingChoice) => {
      const written = writeFilters(params, next, grouping);
      setParams(written);
      if (JSON.stringify([next, readGrouping(written)]) === shown)
        void queryClient.invalidateQueries({ queryKey: reportsKey });
    },
    [params, shown, setParams, queryClient],
  );

  /** Sets one address parameter (null removes it), keeping the others. */
  const setParam = useCallback(
    (name: 'PageNo' | 'PageSize' | 'View' | 'ShowFirst10', value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        // Another page size starts again at page 1.
        if (name === 'PageSize') next.delete('PageNo');
        return next;
      }),
    [setParams],
  );

  return {
    filters,
    grouping: readGrouping(params),
    ...readPage(params),
    view: readGeneralView(params),
    showFirst10: readShowFirst10(params),
    apply,
    setParam,
  };
}
