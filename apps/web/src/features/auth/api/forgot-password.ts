import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@worktrail/contract';
import { publicRequest } from '../../../shared/api/public-request.ts';

/** Mails a reset link when the address has an account; answers the same either way (or 429). */
export function forgotPassword(body: ForgotPasswordRequest): Promise<null> {
  return publicRequest<null>('/api/v1/Auth/ForgotPassword', { method: 'POST', body });
}

/** The forgot-password mutation. */
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
