import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectEndpoints, type StartTimerRequest, type TimerState, timerEndpoints } from '@worktrail/contract';
import { useCallback } from 'react';
import { api } from '../../../shared/api/api.ts';
import { refreshActivity } from './live-activity.ts';
import { announceTimer } from './timer-channel.ts';

/** The timer's state and how far the server's clock is ahead of this browser's, in ms. */
export type TimerSnapshot = { state: TimerState; clockOffsetMs: number };

export const timerKey = ['timer'] as const;
const currentKey = [...timerKey, 'current'] as const;

/** How often a tab asks the server again, so a timer started or stopped elsewhere shows up. */
export const timerPollMs = 30_000;

const snapshotOf = (state: TimerState, receivedAt = Date.now()): TimerSnapshot => ({
  state,
  clockOffsetMs: new Date(state.serverNow).getTime() - receivedAt,
});

/** GET Timer/Current: the running entry (the server first ends it if the weekly limit cut it). */
export const getCurrentTimer = async () => snapshotOf(await api(timerEndpoints.current));

export const startTimer = async (request: StartTimerRequest) =>
  snapshotOf(await api(timerEndpoints.start, { body: request }));

export const stopTimer = async () => snapshotOf(await api(timerEndpoints.stop));

/** Polled every 30 s and whenever the tab becomes visible again. */
export const currentTimerQueryOptions = () =>
  queryOptions({
    queryKey: currentKey,
    queryFn: getCurrentTimer,
    refetchInterval: timerPollMs,
    refetchOnWindowFocus: 'always',
  });

export const useCurrentTimer = () => useQuery(currentTimerQueryOptions());

/** The active projects the member works on, for the picker. */
export const useMyActiveProjects = (enabled: boolean) =>
  useQuery({
    queryKey: [...timerKey, 'projects'],
    queryFn: () => api(projectEndpoints.mine),
    enabled,
    staleTime: 60_000,
  });

/**
 * A start or stop: the answer becomes this tab's state and is passed to the member's other tabs at once; the
 * figures and presence that count it load again.
 */
function useTimerChange<Input>(change: (input: Input) => Promise<TimerSnapshot>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (snapshot) => {
      queryClient.setQueryData(currentKey, snapshot);
      announceTimer(snapshot);
      void refreshActivity(queryClient);
    },
    // Refused (another tab started or stopped first): show what the server holds now.
    onError: () => queryClient.invalidateQueries({ queryKey: currentKey }),
  });
}

export const useStartTimer = () => useTimerChange(startTimer);
export const useStopTimer = () => useTimerChange((_: undefined) => stopTimer());

/**
 * Puts a state another tab received into this tab's cache and, when it started or stopped a timer this tab did not
 * know of yet (a tab hears its own announcements too), reloads the figures that count it.
 */
export const useReceiveTimer = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (snapshot: TimerSnapshot) => {
      const known = queryClient.getQueryData<TimerSnapshot>(currentKey)?.state.running?.id ?? null;
      queryClient.setQueryData(currentKey, snapshot);
      if (known !== (snapshot.state.running?.id ?? null)) void refreshActivity(queryClient);
    },
    [queryClient],
  );
};
