import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@worktrail/contract';
import { publicRequest } from '../../../shared/api/public-request.ts';

/** Sets a new password with the mailed token; TOKEN_INVALID when the link cannot be used. */
export function resetPassword(body: ResetPasswordRequest): Promise<null> {
  return publicRequest<null>('/api/v1/Auth/ResetPassword', { method: 'POST', body });
}

/** The reset-password mutation. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
