import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints, type PublicConfig } from '@worktrail/contract';
import { publicApi } from '../api/api.ts';

/** What the web assumes when the deployment's settings cannot be read: local accounts, no extras. */
export const defaultPublicConfig: PublicConfig = {
  inviteBanner: null,
  googleSignIn: false,
  localAccounts: true,
  identityProvider: null,
  legal: { termsUrl: '/legal/terms', privacyUrl: '/legal/privacy' },
};

/** Reads what the deployment offers before sign-in (banner texts, sign-in options, the identity provider). */
export function getPublicConfig(): Promise<PublicConfig> {
  return publicApi(accountEndpoints.publicConfig);
}

/** Fetched once per page load and kept: it changes only with a redeployment. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The deployment's public settings, or the defaults while loading or when the call fails. */
export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQueryOptions()).data ?? defaultPublicConfig;
}

/**
 * Whether this deployment has its own accounts (sign-up, passwords), or an external identity provider manages
 * them; undefined until known, so local-account screens and links neither flash nor hide by mistake.
 */
export function useLocalAccounts(): boolean | undefined {
  const config = useQuery(publicConfigQueryOptions());
  if (config.data) return config.data.localAccounts;
  return config.isError ? defaultPublicConfig.localAccounts : undefined;
}
