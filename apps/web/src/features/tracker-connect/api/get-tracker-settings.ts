import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackerEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { trackerConnectKey } from './get-connected-trackers.ts';

/**
 * What the tracker will record for the caller: the very answer the agent obeys (`Tracker/Settings`), so the page
 * can never describe other rules than the ones applied.
 */
export const getTrackerSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(trackerEndpoints.settings, { signal });

export const trackerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...trackerConnectKey, 'settings'],
    queryFn: ({ signal }) => getTrackerSettings({ signal }),
  });

export const useTrackerSettings = () => useQuery(trackerSettingsQueryOptions());
