import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportRowsPage } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { importsKey } from './get-import-history.ts';

export type ImportRowsParams = { id: string; status: 'failed' | 'duplicate'; page: number; size: number };

/** One page of an import's failed or duplicate rows, with their reasons. */
export function getImportRows({ id, status, page, size }: ImportRowsParams): Promise<ImportRowsPage> {
  return apiClient.request<ImportRowsPage>('/api/v1/Import/GetImportRows', {
    query: { id, status, pageNo: page, pageCount: size },
  });
}

export const importRowsQueryOptions = (params: ImportRowsParams) =>
  queryOptions({ queryKey: [...importsKey, 'rows', params], queryFn: () => getImportRows(params) });

export const useImportRows = (params: ImportRowsParams) =>
  useQuery({ ...importRowsQueryOptions(params), placeholderData: keepPreviousData });
