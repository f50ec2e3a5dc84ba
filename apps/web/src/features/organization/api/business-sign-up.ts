import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type BusinessSignUpRequest } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Creates the signed-in user's organisation (they become its owner) and makes it their active one. */
export function businessSignUp(body: BusinessSignUpRequest) {
  return api(accountEndpoints.businessSignUp, { body });
}

/** The business sign-up mutation. */
export const useBusinessSignUp = () => useMutation({ mutationFn: businessSignUp });
