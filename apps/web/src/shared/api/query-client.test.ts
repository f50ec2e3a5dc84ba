import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { permissionsKey } from '../permissions/permissions-query.ts';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

const refusal = () => new ApiError({ status: 403, code: 'FORBIDDEN', message: 'No.' });

function setup() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  return { queryClient, invalidate };
}

describe('createQueryClient', () => {
  it('reloads the permission map when a query is refused (403)', async () => {
    const { queryClient, invalidate } = setup();

    await queryClient.fetchQuery({ queryKey: ['members'], queryFn: () => Promise.reject(refusal()) }).catch(() => null);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: permissionsKey });
  });

  it('reloads the permission map when a change is refused (403)', async () => {
    const { queryClient, invalidate } = setup();

    await new MutationObserver(queryClient, { mutationFn: () => Promise.reject(refusal()) }).mutate().catch(() => null);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: permissionsKey });
  });

  it('does not reload the map for other failures, nor for a refusal of the map itself', async () => {
    const { queryClient, invalidate } = setup();
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'gone' });

    await queryClient.fetchQuery({ queryKey: ['members'], queryFn: () => Promise.reject(notFound) }).catch(() => null);
    await queryClient
      .fetchQuery({ queryKey: [...permissionsKey, 'u1'], queryFn: () => Promise.reject(refusal()) })
      .catch(() => null);

    expect(invalidate).not.toHaveBeenCalled();
  });
});
