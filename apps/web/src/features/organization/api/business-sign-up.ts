import { useMutation } from '@tanstack/react-query';
import type { BusinessSignUpRequest, BusinessSignUpResult } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';

/** Creates the signed-in user's organisation (they become its owner) and makes it their active one. */
export function businessSignUp(body: BusinessSignUpRequest): Promise<BusinessSignUpResult> {
  return apiClient.request<BusinessSignUpResult>('/api/v1/Organization/BusinessSignUp', { method: 'POST', body });
}

/** The business sign-up mutation. */
export const useBusinessSignUp = () => useMutation({ mutationFn: businessSignUp });
