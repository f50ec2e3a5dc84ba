import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activityKey } from '../../../shared/activity/api/activity-api.ts';

/** How often the figures that count a running web timer up to now are asked for again while it runs. */
export const liveActivityMs = 60_000;

/** A start or stop changes recorded time and presence: the dashboards, timeline and members' status load again. */
export const refreshActivity = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: activityKey });

/**
 * While the timer runs, the member's dashboard and online status are asked for again every minute, so its time
 * counts up there too (the members board refreshes itself; the timeline's day counts it on its own).
 */
export function useRefreshWhileRunning(running: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!running) return;
    const refresh = () => {
      for (const part of ['dashboard', 'users'])
        void queryClient.invalidateQueries({ queryKey: [...activityKey, part] });
    };
    const tick = window.setInterval(refresh, liveActivityMs);
    return () => window.clearInterval(tick);
  }, [running, queryClient]);
}
