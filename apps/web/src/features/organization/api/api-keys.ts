import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiKeyRequest, apiKeyEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { organizationKey } from './get-organization.ts';

const apiKeysKey = [...organizationKey, 'api-keys'] as const;

/** The organisation's API keys, newest first: never a secret, only each key's prefix. */
export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => api(apiKeyEndpoints.list, { signal }) });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

/** Creates a key; its secret is in this answer only. */
export const createApiKey = (body: ApiKeyRequest) => api(apiKeyEndpoints.create, { body });

/** Revokes a key at once. */
export const revokeApiKey = ({ id }: { id: string }) => api(apiKeyEndpoints.revoke, { query: { id } });

function useApiKeyMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }) });
}

export const useCreateApiKey = () => useApiKeyMutation(createApiKey);
export const useRevokeApiKey = () => useApiKeyMutation(revokeApiKey);
