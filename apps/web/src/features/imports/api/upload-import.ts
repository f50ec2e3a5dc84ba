import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportKind, type ImportPreview, type ImportStarted, importEndpoints } from '@worktrail/contract';
import { api, ContractDriftError } from '../../../shared/api/api.ts';
import { importsKey } from './get-import-history.ts';

/** §7 ImportCustomers / ImportProjects. */
const uploadEndpoints = {
  customers: importEndpoints.importCustomers,
  projects: importEndpoints.importProjects,
} satisfies Record<ImportKind, unknown>;

const formWith = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** An upload answers a preview for a dry run (200), else the id of the import it queued (202). */
const isStarted = (answer: ImportPreview | ImportStarted): answer is ImportStarted => 'importId' in answer;

/** Checks a file without storing anything: counts, first rows and the rows that would not import. */
export async function previewImport({ kind, file }: { kind: ImportKind; file: File }) {
  const endpoint = uploadEndpoints[kind];
  const answer = await api(endpoint, { query: { dryRun: 'true' }, body: formWith(file) });
  if (isStarted(answer)) throw new ContractDriftError(endpoint, 'a dry run started an import');
  return answer;
}

/** Stores a file and starts its background import. */
export async function startImport({ kind, file }: { kind: ImportKind; file: File }) {
  const endpoint = uploadEndpoints[kind];
  const answer = await api(endpoint, { query: {}, body: formWith(file) });
  if (!isStarted(answer)) throw new ContractDriftError(endpoint, 'an import answered with a preview');
  return answer;
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
