import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ImportSummary, importEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { importsKey } from './get-import-history.ts';

/** One import's status, counts and progress. */
export function getImport(id: string) {
  return api(importEndpoints.byId, { query: { id } });
}

export const importQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...importsKey, 'one', id], queryFn: () => getImport(id) });

const isFinished = (summary: ImportSummary | undefined) =>
  summary?.status === 'succeeded' || summary?.status === 'failed';

/** An import, polled every second until it has finished. */
export const useImportProgress = (id: string | null) =>
  useQuery({
    ...importQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 1000),
  });
