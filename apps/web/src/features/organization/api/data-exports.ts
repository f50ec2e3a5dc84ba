import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataExport, dataExportEndpoints } from '@worktrail/contract';
import { api } from '../../../shared/api/api.ts';
import { fileNameOf, requestFile, saveFile } from '../../../shared/api/request-file.ts';
import { organizationKey } from './get-organization.ts';

const dataExportsKey = [...organizationKey, 'data-exports'] as const;
/** How often the list is read again while an export is being prepared. */
export const exportPollMs = 2000;

/** Whether an export is still waiting or being written, so its progress moves. */
export const isInProgress = (item: DataExport) => item.status === 'queued' || item.status === 'running';

/** The newest exports; read again every 2 s while one is in progress, and not at all once none is. */
export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportsKey,
    queryFn: ({ signal }) => api(dataExportEndpoints.list, { signal }),
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? exportPollMs : false),
  });

export const useDataExports = () => useQuery(dataExportsQueryOptions());

/** Starts an export; the list shows it at once and polls until it is ready. */
export function useCreateDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(dataExportEndpoints.create),
    onSuccess: (created) =>
      queryClient.setQueryData(dataExportsKey, (current: DataExport[] | undefined) => [
        created,
        ...(current ?? []).filter((item) => item.id !== created.id),
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsKey }),
  });
}

/** `DataExport/Download`: fetches the ZIP with the session's token and saves it. */
export async function downloadDataExport(item: Pick<DataExport, 'id' | 'fileName'>): Promise<void> {
  const response = await requestFile(dataExportEndpoints.download, { id: item.id });
  const fallback = item.fileName ?? 'worktrail-export.zip';
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallback));
}
