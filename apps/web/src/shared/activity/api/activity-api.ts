import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActivityRequest,
  type ActivityUser,
  type BulkActivityRequest,
  type EndpointInput,
  projectEndpoints,
  screenshotEndpoints,
  timelineEndpoints,
  trackableProjectStatuses,
} from '@worktrail/contract';
import { api } from '../../api/api.ts';
import { firstPageOf, pickerPageSize } from '../../search/search-page.ts';

/** The root of every timeline and dashboard query: one invalidation reloads them all (§4). */
export const activityKey = ['activity'] as const;

const usersKey = [...activityKey, 'users'] as const;

type ActivityUsersFilter = EndpointInput<typeof timelineEndpoints.activityUsers>['query'];

/**
 * GET Timeline/GetActivityUsers: the members of the caller's data scope, the caller first; all without a filter.
 * The web always asks for a page or one member: the pickers' pages, a chosen member by id.
 */
export const getActivityUsers = (query: ActivityUsersFilter = {}) => api(timelineEndpoints.activityUsers, { query });

/** How many members the member picker shows at once; a bigger organisation narrows them by typing. */
export const memberPageSize = pickerPageSize;

/**
 * The member picker's page: the first `memberPageSize` members matching `search` (everyone when empty), the caller
 * first, and whether more match.
 */
export const activityUsersPageQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...usersKey, 'page', search],
    queryFn: () => firstPageOf((PageSize) => getActivityUsers({ search: search || undefined, PageNo: 1, PageSize })),
    staleTime: 60_000,
  });

/** The picker's page for what is typed; the previous answer stays on screen while the next one loads. */
export const useActivityUsersPage = (search: string) =>
  useQuery({ ...activityUsersPageQueryOptions(search), placeholderData: keepPreviousData });

/** One member by id (a member id), or null when they are not in the caller's data scope. */
export const activityUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...usersKey, 'one', userId],
    queryFn: async () => (await getActivityUsers({ UserId: userId }))[0] ?? null,
    staleTime: 60_000,
  });

/**
 * The caller, whether they see anyone else, and the member `memberId` (the caller when null) for the timeline, the
 * dashboard and the picker's card. All come from the picker's first page (the caller first); only a member not on
 * it is asked for by id. `member` is undefined while loading, or when the member is not in the caller's scope.
 */
export function useActivityMember(memberId: string | null) {
  const firstPage = useQuery(activityUsersPageQueryOptions(''));
  const users = firstPage.data?.items;
  const self = users?.find((user) => user.isSelf);
  const listed = memberId === null ? self : users?.find((user) => user.userId === memberId);
  const byId = useQuery({
    ...activityUserQueryOptions(memberId ?? ''),
    enabled: memberId !== null && users !== undefined && listed === undefined,
  });
  const failed = [firstPage, byId].find((query) => query.isError && query.data === undefined);
  return {
    self,
    seesOthers: (users?.length ?? 0) > 1,
    member: listed ?? byId.data ?? undefined,
    isPending: firstPage.isPending || byId.isLoading,
    error: failed?.error ?? null,
    retry: () => void failed?.refetch(),
  };
}

/**
 * Several chosen members (member ids, in their order) for a multi-select's pills: each from the picker's first page,
 * only those not on it asked for by id (a choice is a few members). `members` holds the ones known; an id the server
 * does not find in the caller's scope (null by id) is in `absent`, left out: a report filter ignores it anyway.
 */
export function useActivityMembers(ids: readonly string[]) {
  const queryClient = useQueryClient();
  const firstPage = useQuery(activityUsersPageQueryOptions(''));
  const listed = firstPage.data?.items;
  const unique = [...new Set(ids)];
  const notListed = listed ? unique.filter((userId) => !listed.some((user) => user.userId === userId)) : [];
  // Each through its own query by id (activityUserQueryOptions, not useQueries and its 1.4 KB of script): one already
  // read, or chosen from a search (stored as it is chosen), is not asked for again.
  const byId = useQuery({
    queryKey: [...usersKey, 'chosen', notListed],
    queryFn: async () => {
      const found = await Promise.all(
        notListed.map((userId) => queryClient.fetchQuery(activityUserQueryOptions(userId))),
      );
      return Object.fromEntries(notListed.map((userId, index) => [userId, found[index] ?? null]));
    },
    enabled: notListed.length > 0,
    // Those already shown stay while one more is read.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const members: ActivityUser[] = [];
  const absent = new Set<string>();
  for (const userId of unique) {
    const member =
      listed?.find((user) => user.userId === userId) ??
      queryClient.getQueryData(activityUserQueryOptions(userId).queryKey) ??
      byId.data?.[userId];
    if (member) members.push(member);
    else if (member === null) absent.add(userId);
  }
  return {
    members,
    absent,
    isPending: firstPage.isPending || byId.isLoading,
    isError: firstPage.isError || byId.isError,
  };
}

/**
 * The projects a member may record time on, for the activity form: the caller's own through GetMyActiveProjects,
 * anyone else's through Project/GetProjectUser (any status there, so only the trackable ones are kept).
 */
export const memberProjectsQueryOptions = ({ userId, isSelf }: { userId: string; isSelf: boolean }) =>
  queryOptions({
    queryKey: [...activityKey, 'projects', userId, isSelf],
    queryFn: async () =>
      isSelf
        ? api(projectEndpoints.mine)
        : (await api(projectEndpoints.ofMember, { query: { userId } })).filter((project) =>
            (trackableProjectStatuses as readonly string[]).includes(project.status),
          ),
    staleTime: 60_000,
  });

/** The active projects of the member (a member id); waits for the member to know whether it is the caller. */
export function useMemberProjects(userId: string | null) {
  const { member, isPending } = useActivityMember(userId);
  return useQuery({
    ...memberProjectsQueryOptions({ userId: userId ?? '', isSelf: member?.isSelf ?? false }),
    enabled: userId !== null && !isPending,
  });
}

/**
 * GET ProjectTask/GetUserTasksByProjectID: the open tasks of a project assigned to a member (a member id; the caller
 * when omitted), for the timer and the activity forms.
 */
export const userTasksQueryOptions = ({ projectId, userId }: { projectId: string; userId?: string }) =>
  queryOptions({
    queryKey: [...activityKey, 'tasks', projectId, userId ?? 'self'],
    queryFn: () => api(timelineEndpoints.userTasks, { query: { projectId, userId } }),
    staleTime: 60_000,
  });

/** The member's open tasks of the project; nothing is asked before a project is chosen. */
export const useUserTasks = ({ projectId, userId }: { projectId: string | null; userId?: string }) =>
  useQuery({ ...userTasksQueryOptions({ projectId: projectId ?? '', userId }), enabled: projectId !== null });

export const addOfflineActivity = ({ memberId, activity }: { memberId: string; activity: ActivityRequest }) =>
  api(timelineEndpoints.addOffline, { query: { MemberId: memberId }, body: activity });

export const editActivity = ({ activityId, activity }: { activityId: string; activity: ActivityRequest }) =>
  api(timelineEndpoints.edit, { query: { ActivityId: activityId }, body: activity });

export const editBulkActivity = ({ activityIds, change }: { activityIds: string[]; change: BulkActivityRequest }) =>
  api(timelineEndpoints.editBulk, { query: { ActivityIds: activityIds.join(',') }, body: change });

/** One id goes through DeleteActivity, several through DeleteBulkActivity (all or nothing). */
export const deleteActivities = (activityIds: string[]) =>
  activityIds.length === 1
    ? api(timelineEndpoints.delete, { query: { ActivityId: activityIds[0] ?? '' } })
    : api(timelineEndpoints.deleteBulk, { query: { ActivityIds: activityIds.join(',') } });

export const blurScreenshot = (screenshotId: string) =>
  api(screenshotEndpoints.blur, { query: { ScreenShotId: screenshotId } });

export const deleteScreenshot = (screenshotId: string) =>
  api(screenshotEndpoints.delete, { query: { ScreenShotId: screenshotId } });

/**
 * A change of recorded time or screenshots. Success or failure, everything under `activityKey` reloads (§4): a
 * refused change (overlap, already deleted by someone else) shows what the server holds now.
 */
function useActivityChange<Input, Result>(change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKey }),
  });
}

export const useAddOfflineActivity = () => useActivityChange(addOfflineActivity);
export const useEditActivity = () => useActivityChange(editActivity);
export const useEditBulkActivity = () => useActivityChange(editBulkActivity);
export const useDeleteActivities = () => useActivityChange(deleteActivities);
export const useBlurScreenshot = () => useActivityChange(blurScreenshot);
export const useDeleteScreenshot = () => useActivityChange(deleteScreenshot);
