import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type UpdateProfileRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every profile query starts with this key. */
export const profileKey = ['profile'] as const;

/** My Profile (§7 GetProfile). */
export const getProfile = () => api(profileEndpoints.get);

export const profileQueryOptions = () => queryOptions({ queryKey: [...profileKey, 'me'], queryFn: getProfile });

/** The signed-in person's profile. */
export const useProfile = () => useQuery(profileQueryOptions());

/** Saves My Profile (§7 UpdateCurrentProfile). */
export const updateProfile = (body: UpdateProfileRequest) => api(profileEndpoints.update, { body });

/** The save mutation; the saved profile replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileQueryOptions().queryKey, saved),
  });
}
