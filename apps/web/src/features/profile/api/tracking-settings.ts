import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllUserSettings } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { profileKey } from './get-profile.ts';

/** The caller's effective feature settings, grouped by the §3 display sections (§7 GetAllUserSettings). */
export const getMyTrackingSettings = () =>
  apiClient.request<AllUserSettings>('/api/v1/SystemSettings/GetAllUserSettings');

export const trackingSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'tracking-settings'], queryFn: getMyTrackingSettings });

export const useMyTrackingSettings = () => useQuery(trackingSettingsQueryOptions());
