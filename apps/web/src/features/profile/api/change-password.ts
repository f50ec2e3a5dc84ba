import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';

/** Changes the signed-in user's password; a wrong current password is INVALID_CREDENTIALS. */
export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return apiClient.request<null>('/account/my-profile/change-password', { method: 'POST', body });
}

/** The change-password mutation. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
