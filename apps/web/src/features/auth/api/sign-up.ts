import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest, SignUpResult } from '@worktrail/contract';
import { publicRequest } from '../../../shared/api/public-request.ts';

/** Creates an unverified account and sends the verification mail (the same answer for a known address). */
export function signUp(body: SignUpRequest): Promise<SignUpResult> {
  return publicRequest<SignUpResult>('/api/v1/Auth/SignUp', { method: 'POST', body });
}

/** The sign-up mutation. */
export const useSignUp = () => useMutation({ mutationFn: signUp });
