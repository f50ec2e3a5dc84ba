import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { importEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { importsKey } from './get-import-history.ts';

export type ImportRowsParams = { id: string; status: 'failed' | 'duplicate'; page: number; size: number };

/** One page of an import's failed or duplicate rows, with their reasons. */
export function getImportRows({ id, status, page, size }: ImportRowsParams) {
  return api(importEndpoints.rows, { query: { id, status, pageNo: page, pageCount: size } });
}

export const importRowsQueryOptions = (params: ImportRowsParams) =>
  queryOptions({ queryKey: [...importsKey, 'rows', params], queryFn: () => getImportRows(params) });

export const useImportRows = (params: ImportRowsParams) =>
  useQuery({ ...importRowsQueryOptions(params), placeholderData: keepPreviousData });
