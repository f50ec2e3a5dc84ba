import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationRequest } from '@worktrail/contract';
import { publicRequest } from '../../../shared/api/public-request.ts';

/** Sends a new verification link when the address has an unverified account; always answers ok (or 429). */
export function resendVerification(body: ResendVerificationRequest): Promise<null> {
  return publicRequest<null>('/api/v1/Auth/ResendVerification', { method: 'POST', body });
}

/** The resend-verification mutation. */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
