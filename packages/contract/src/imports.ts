import { z } from 'zod';
import { importFormats, importKinds, importRowStatuses, importStatuses } from './imports.constants.ts';
import { pageNumber, pageSize } from './paging.ts';

const booleanFlag = z
  .enum(['true', 'false', 'True', 'False'])
  .optional()
  .transform((value) => value?.toLowerCase() === 'true');

/** `ImportCustomers` / `ImportProjects`: `dryRun=true` previews the file without writing anything. */
export const importUploadQuery = z.object({ dryRun: booleanFlag });

/** The values a text's `{{name}}` marks stand for, as the server filled them in. */
const textParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * One data row of a file: its line (the header is row 1), its cells by column, and what became of it. `reason`
 * is the English text; `reasonKey` its key in the web dictionaries (`imports.messages.duplicateInFile`) and
 * `reasonParams` its values, so a client shows it in its own language.
 */
export const importRow = z.object({
  rowNumber: z.number().int(),
  values: z.record(z.string(), z.string()),
  status: z.enum(importRowStatuses),
  reason: z.string().nullable(),
  reasonKey: z.string().nullable(),
  reasonParams: textParams,
});
export type ImportRow = z.infer<typeof importRow>;

/** The dry-run answer: counts, the first rows, and every row that would fail or be skipped (up to 200). */
export const importPreview = z.object({
  kind: z.enum(importKinds),
  fileName: z.string(),
  columns: z.array(z.string()),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  failedRows: z.number().int(),
  duplicateRows: z.number().int(),
  firstRows: z.array(importRow),
  problems: z.array(importRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** A stored upload: the background import runs next; poll `GetImportById` for its progress. */
export const importStarted = z.object({ importId: z.uuid() });
export type ImportStarted = z.infer<typeof importStarted>;

/** One import as the history and the progress view show it; a failed one says why in English and by key. */
export const importSummary = z.object({
  id: z.uuid(),
  kind: z.enum(importKinds),
  fileName: z.string(),
  status: z.enum(importStatuses),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  importedRows: z.number().int(),
  failedRows: z.number().int(),
  duplicateRows: z.number().int(),
  error: z.string().nullable(),
  errorKey: z.string().nullable(),
  errorParams: textParams,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** `GetImportHistory`: newest first, paged (§9), optionally one kind. */
export const importHistoryQuery = z.object({
  pageNo: pageNumber,
  pageCount: pageSize,
  kind: z.enum(importKinds).optional(),
});
export type ImportHistoryQuery = z.input<typeof importHistoryQuery>;

export const importHistory = z.object({ items: z.array(importSummary), totalCount: z.number().int() });
export type ImportHistory = z.infer<typeof importHistory>;

export const importIdQuery = z.object({ id: z.uuid() });

/** `GetImportRows`: one import's rows in file order, optionally of one status. */
export const importRowsQuery = z.object({
  id: z.uuid(),
  status: z.enum(['failed', 'duplicate', 'imported', 'valid']).optional(),
  pageNo: pageNumber,
  pageCount: pageSize,
});
export type ImportRowsQuery = z.input<typeof importRowsQuery>;

export const importRowsPage = z.object({ items: z.array(importRow), totalCount: z.number().int() });
export type ImportRowsPage = z.infer<typeof importRowsPage>;

/** `Import/Template`: a file with the header row and one example row. */
export const importTemplateQuery = z.object({ kind: z.enum(importKinds), format: z.enum(importFormats) });
