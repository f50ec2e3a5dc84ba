import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ForgotPasswordRequest } from '@worktrail/contract';
import { publicApi } from '../../../shared/api/api.ts';

/** Mails a reset link when the address has an account; answers the same either way (or 429). */
export function forgotPassword(body: ForgotPasswordRequest) {
  return publicApi(accountEndpoints.forgotPassword, { body });
}

/** The forgot-password mutation. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
