import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ResetPasswordRequest } from '@worktrail/contract';
import { publicApi } from '../../../shared/api/api.ts';

/** Sets a new password with the mailed token; TOKEN_INVALID when the link cannot be used. */
export function resetPassword(body: ResetPasswordRequest) {
  return publicApi(accountEndpoints.resetPassword, { body });
}

/** The reset-password mutation. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
