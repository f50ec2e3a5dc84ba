import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActivityRequest,
  type BulkActivityRequest,
  projectEndpoints,
  screenshotEndpoints,
  timelineEndpoints,
  trackableProjectStatuses,
} from '@worktrail/contract';
import { api } from '../../api/api.ts';

/** The root of every timeline and dashboard query: one invalidation reloads them all (§4). */
export const activityKey = ['activity'] as const;

const usersKey = [...activityKey, 'users'] as const;

/** GET Timeline/GetActivityUsers: the members of the caller's data scope, the caller first. */
export const getActivityUsers = () => api(timelineEndpoints.activityUsers, { query: {} });

export const activityUsersQueryOptions = () =>
  queryOptions({ queryKey: usersKey, queryFn: getActivityUsers, staleTime: 60_000 });

/** The members whose time the caller may see, with online status and time zone. */
export const useActivityUsers = () => useQuery(activityUsersQueryOptions());

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

/** The active projects of the member (a member id); waits for the activity users to know whether it is the caller. */
export function useMemberProjects(userId: string | null) {
  const users = useActivityUsers();
  const isSelf = users.data?.some((user) => user.userId === userId && user.isSelf) ?? false;
  return useQuery({
    ...memberProjectsQueryOptions({ userId: userId ?? '', isSelf }),
    enabled: userId !== null && users.data !== undefined,
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
