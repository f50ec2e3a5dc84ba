import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type SignUpRequest } from '@worktrail/contract';
import { publicApi } from '../../../shared/api/api.ts';

/** Creates an unverified account and sends the verification mail (the same answer for a known address). */
export function signUp(body: SignUpRequest) {
  return publicApi(accountEndpoints.signUp, { body });
}

/** The sign-up mutation. */
export const useSignUp = () => useMutation({ mutationFn: signUp });
