import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@worktrail/contract';
import { publicApi } from '../../../shared/api/api.ts';

/** Confirms the address of the mailed token; TOKEN_INVALID when it is unknown, used or expired. */
export function verifyEmail({ token }: { token: string }) {
  return publicApi(accountEndpoints.verifyEmail, { body: { token } });
}

/** A token works once, so its answer is kept for the page's life instead of being asked for again. */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail({ token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Confirms the token once when the page opens. */
export const useVerifyEmail = (token: string) => useQuery({ ...verifyEmailQueryOptions(token), enabled: token !== '' });
