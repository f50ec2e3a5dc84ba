import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportPreview, ImportStarted } from '@worktrail/contract';
import { apiClient } from '../../../shared/api/api-client.ts';
import { importsKey } from './get-import-history.ts';

/** §7 ImportCustomers / ImportProjects. */
export const uploadPaths: Record<ImportKind, string> = {
  customers: '/v1/Customer/ImportCustomers',
  projects: '/api/v1/Project/ImportProjects',
};

const formWith = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** Checks a file without storing anything: counts, first rows and the rows that would not import. */
export function previewImport({ kind, file }: { kind: ImportKind; file: File }): Promise<ImportPreview> {
  return apiClient.request<ImportPreview>(uploadPaths[kind], {
    method: 'POST',
    query: { dryRun: true },
    body: formWith(file),
  });
}

/** Stores a file and starts its background import. */
export function startImport({ kind, file }: { kind: ImportKind; file: File }): Promise<ImportStarted> {
  return apiClient.request<ImportStarted>(uploadPaths[kind], { method: 'POST', body: formWith(file) });
}

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** Starts an import; the history shows it at once. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importsKey }),
  });
}
