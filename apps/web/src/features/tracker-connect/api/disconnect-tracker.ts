import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackerDeviceEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { trackerConnectKey } from './get-connected-trackers.ts';

/** Signs one of the caller's trackers out: its next call is refused and it stops. */
export const disconnectTracker = ({ id }: { id: string }) => api(trackerDeviceEndpoints.disconnect, { query: { id } });

/** Disconnects a tracker and reloads the list whatever the answer (it may have gone already). */
export function useDisconnectTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectTracker,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackerConnectKey }),
  });
}
