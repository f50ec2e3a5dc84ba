import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ChangePasswordRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Changes the signed-in user's password; a wrong current password is INVALID_CREDENTIALS. */
export function changePassword(body: ChangePasswordRequest) {
  return api(accountEndpoints.changePassword, { body });
}

/** The change-password mutation. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
