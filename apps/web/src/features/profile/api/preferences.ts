import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { profileKey } from './get-profile.ts';

/** My Settings. */
export const getPreferences = () => apiClient.request<Preferences>('/v1/Profile/GetPreferences');
export const updatePreferences = (body: Preferences) =>
  apiClient.request<Preferences>('/v1/Profile/UpdatePreferences', { method: 'PUT', body });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: [...profileKey, 'preferences'], queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
