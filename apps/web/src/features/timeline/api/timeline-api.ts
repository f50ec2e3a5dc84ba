import { queryOptions, useQuery } from '@tanstack/react-query';
import { screenshotEndpoints, timelineEndpoints } from '@worktrail/contract';
import { activityKey } from '../../../shared/activity/api/activity-api.ts';
import { api } from '../../../shared/api/api.ts';

const timelineKey = [...activityKey, 'timeline'] as const;

/** GET Timeline/GetActivityMonthSummary: every local day of the member's month (from the rollups). */
export const monthSummaryQueryOptions = ({ userId, month }: { userId: string; month: string }) =>
  queryOptions({
    queryKey: [...timelineKey, 'month', userId, month],
    queryFn: () => api(timelineEndpoints.monthSummary, { query: { userId, month } }),
  });

export const useMonthSummary = ({ userId, month }: { userId: string | null; month: string }) =>
  useQuery({
    ...monthSummaryQueryOptions({ userId: userId ?? '', month }),
    enabled: userId !== null,
  });

/** GET Timeline/GetActivityMonthDetailed: one local day of the member, from its raw rows. */
export const dayDetailQueryOptions = ({ userId, date }: { userId: string; date: string }) =>
  queryOptions({
    queryKey: [...timelineKey, 'day', userId, date],
    queryFn: () => api(timelineEndpoints.dayDetail, { query: { userId, date } }),
  });

export const useDayDetail = ({ userId, date }: { userId: string | null; date: string | null }) =>
  useQuery({
    ...dayDetailQueryOptions({ userId: userId ?? '', date: date ?? '' }),
    enabled: userId !== null && date !== null,
  });

/** Signed links last about 5 minutes: ask again before they run out. */
const screenshotRefreshMs = 4 * 60_000;

/** GET Timeline/GetProjectsScreenshots: the member's screenshots of a local day, by project. */
export const dayScreenshotsQueryOptions = ({ userId, date }: { userId: string; date: string }) =>
  queryOptions({
    queryKey: [...timelineKey, 'screenshots', userId, date],
    queryFn: () => api(screenshotEndpoints.ofDay, { query: { userId, date } }),
    refetchInterval: screenshotRefreshMs,
    staleTime: 60_000,
  });

export const useDayScreenshots = ({ userId, date }: { userId: string | null; date: string | null }) =>
  useQuery({
    ...dayScreenshotsQueryOptions({ userId: userId ?? '', date: date ?? '' }),
    enabled: userId !== null && date !== null,
  });
