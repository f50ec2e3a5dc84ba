import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, screenshotEndpoints } from '@worktrail/contract';
import { activityKey } from '../../../shared/activity/api/activity-api.ts';
import { api } from '../../../shared/api/api.ts';
import type { DateRange } from '../components/dashboard-range.ts';

/** One member's local days: whose (a member id) and which. */
export type DashboardParams = DateRange & { userId: string };

// Under `activityKey`, so any change of recorded time or screenshots reloads the dashboard too (§4).
const dashboardKey = [...activityKey, 'dashboard'] as const;

/** The previous answer while the next range loads, but never another member's (the key holds the member third). */
const sameMember = (userId: string, previousKey: readonly unknown[] | undefined) => previousKey?.[2] === userId;

/** A signed link stops working a little before the server says, so the list is asked for again before that. */
const linkMarginMs = 30_000;

/** GET Dashboard/GetMemberProjectsAndAppsWorkingTimeAndPercentage (§7): totals, days, projects, apps and URLs. */
export const getMemberDashboard = ({ userId, from, to }: DashboardParams) =>
  api(dashboardEndpoints.member, { query: { fromDate: from, toDate: to, userId } });

export const memberDashboardQueryOptions = (params: DashboardParams) =>
  queryOptions({
    queryKey: [...dashboardKey, params.userId, params.from, params.to],
    queryFn: () => getMemberDashboard(params),
  });

/** The member's dashboard over the range; the member's previous range stays shown while the next loads. */
export const useMemberDashboard = (params: DashboardParams | null) =>
  useQuery({
    ...memberDashboardQueryOptions(params ?? { userId: '', from: '', to: '' }),
    enabled: params !== null,
    placeholderData: (previous, previousQuery) =>
      sameMember(params?.userId ?? '', previousQuery?.queryKey) ? previous : undefined,
  });

/** GET Dashboard/GetMemberRecentScreenshots: the range's newest screenshots, newest first. */
export const getRecentScreenshots = ({ userId, from, to, limit }: DashboardParams & { limit: number }) =>
  api(screenshotEndpoints.recent, { query: { fromDate: from, toDate: to, userId, limit } });

/** Asked for again shortly before the answer's signed links expire. */
export const recentScreenshotsQueryOptions = (params: DashboardParams & { limit: number }) =>
  queryOptions({
    queryKey: [...activityKey, 'dashboardScreenshots', params.userId, params.from, params.to, params.limit],
    queryFn: () => getRecentScreenshots(params),
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.urlsExpireAt) : Number.NaN;
      return Number.isNaN(expiresAt) ? false : Math.max(expiresAt - Date.now() - linkMarginMs, linkMarginMs);
    },
  });

export const useRecentScreenshots = (params: (DashboardParams & { limit: number }) | null) =>
  useQuery({
    ...recentScreenshotsQueryOptions(params ?? { userId: '', from: '', to: '', limit: 0 }),
    enabled: params !== null,
    placeholderData: (previous, previousQuery) =>
      sameMember(params?.userId ?? '', previousQuery?.queryKey) ? previous : undefined,
  });
