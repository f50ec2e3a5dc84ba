import { type ImportFormat, type ImportKind, importEndpoints } from '@worktrail/contract';
import { requestFile, saveFile } from '../../../shared/api/request-file.ts';

/** Downloads an import template (a file, not an envelope) with the bearer token, and saves it. */
export async function downloadTemplate({ kind, format }: { kind: ImportKind; format: ImportFormat }) {
  const response = await requestFile(importEndpoints.template, { kind, format });
  saveFile(await response.blob(), `${kind}-import-template.${format}`);
}
