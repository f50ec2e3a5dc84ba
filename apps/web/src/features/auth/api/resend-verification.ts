import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ResendVerificationRequest } from '@worktrail/contract';
import { publicApi } from '../../../shared/api/api.ts';

/** Sends a new verification link when the address has an unverified account; always answers ok (or 429). */
export function resendVerification(body: ResendVerificationRequest) {
  return publicApi(accountEndpoints.resendVerification, { body });
}

/** The resend-verification mutation. */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
