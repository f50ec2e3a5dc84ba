import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';

/** Every imports query starts with this key; a new upload invalidates it. */
export const importsKey = ['imports'] as const;

export type ImportHistoryParams = { page: number; size: number };

/** One page of the organisation's uploads, newest first. */
export function getImportHistory({ page, size }: ImportHistoryParams) {
  return api(importEndpoints.history, { query: { pageNo: page, pageCount: size } });
}

export const importHistoryQueryOptions = (params: ImportHistoryParams) =>
  queryOptions({ queryKey: [...importsKey, 'history', params], queryFn: () => getImportHistory(params) });

/** The upload history; refreshed every few seconds while an import still runs. */
export const useImportHistory = (params: ImportHistoryParams) =>
  useQuery({
    ...importHistoryQueryOptions(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending' || item.status === 'running') ? 2000 : false,
  });
