import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { profileKey } from './get-profile.ts';

/** The caller's effective feature settings, grouped by the §3 display sections (§7 GetAllUserSettings). */
export const getMyTrackingSettings = () => api(settingsEndpoints.allUserSettings, { query: {} });

export const trackingSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'tracking-settings'], queryFn: getMyTrackingSettings });

export const useMyTrackingSettings = () => useQuery(trackingSettingsQueryOptions());
