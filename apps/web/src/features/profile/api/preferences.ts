import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Preferences, profileEndpoints } from '@worktrail/contract';
import { useEffect } from 'react';
import { api } from '../../../shared/api/api.ts';
import { setDisplayPreferences } from '../../../shared/i18n/display-preferences.ts';
import { profileKey } from './get-profile.ts';

/** My Settings. */
export const getPreferences = () => api(profileEndpoints.preferences);
export const updatePreferences = (body: Preferences) => api(profileEndpoints.updatePreferences, { body });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'preferences'], queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());

/**
 * The person's preferences, applied app-wide (date format, 12/24-hour time, week start) as soon as they load —
 * the signed-in frame calls this so every page formats dates and times as chosen, not only My Settings.
 */
export function useAppliedPreferences() {
  const preferences = usePreferences();
  const data = preferences.data;
  useEffect(() => {
    if (data) setDisplayPreferences(data);
  }, [data]);
  return preferences;
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
