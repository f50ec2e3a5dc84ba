import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackerDeviceEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every query of this page starts with this key; disconnecting invalidates it. */
export const trackerConnectKey = ['tracker-connect'] as const;

/** The tracker agents signed in as the caller, newest first (never anyone else's). */
export const getConnectedTrackers = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(trackerDeviceEndpoints.connected, { signal });

export const connectedTrackersQueryOptions = () =>
  queryOptions({
    queryKey: [...trackerConnectKey, 'connected'],
    queryFn: ({ signal }) => getConnectedTrackers({ signal }),
  });

export const useConnectedTrackers = () => useQuery(connectedTrackersQueryOptions());
