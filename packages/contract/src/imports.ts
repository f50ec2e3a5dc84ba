import { z } from 'zod';
import { pageNumber, pageSize } from './paging.ts';

/** What a file imports (§2 Data Import: the customer and the project upload modals). */
export const importKinds = ['customers', 'projects'] as const;
export type ImportKind = (typeof importKinds)[number];

/** pending → running → succeeded | failed. */
export const importStatuses = ['pending', 'running', 'succeeded', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** A row is `valid` until the job imports it; `failed` and `duplicate` rows carry their reason. */
export const importRowStatuses = ['valid', 'imported', 'failed', 'duplicate'] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

export const importFormats = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];

/**
 * Limits of an upload: the file size and the data rows one file may hold. An XLSX file is a ZIP archive, so
 * its parts are also capped by what they inflate to (a 10 MB file of real text inflates to about 40 MB).
 */
export const importLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxRows: 10_000,
  maxXlsxUncompressedBytes: 50 * 1024 * 1024,
  maxXlsxPartBytes: 40 * 1024 * 1024,
  maxXlsxParts: 1_000,
} as const;

/** The columns of each kind's file, as the template spells them; the required ones first. */
export const importColumns = {
  customers: { required: ['Name'], optional: ['Note', 'Status'] },
  projects: {
    required: ['Name', 'Customer'],
    optional: ['Description', 'StartDate', 'EndDate', 'MaxWorkingHours', 'Status', 'ColorCode'],
  },
} as const satisfies Record<ImportKind, { required: readonly string[]; optional: readonly string[] }>;

/**
 * Texts users read about uploads (§5, §8 Uploads). `{{x}}` marks a value the server fills in; the web
 * dictionaries repeat each text word for word under `imports.messages`.
 */
export const importMessages = {
  selectFile: 'Please select a file to upload',
  fileTooLarge: 'The file is larger than 10 MB. Split it into smaller files.',
  unsupportedFile: 'The file is not a CSV or XLSX file.',
  unreadableFile: 'The file could not be read. Save it again as CSV or XLSX and retry.',
  tooManyRows: 'The file has more than 10,000 rows. Split it into smaller files.',
  xlsxTooLarge: 'The XLSX file holds more than 50 MB of uncompressed data. Split it into smaller files.',
  xlsxPartTooLarge:
    'One part of the XLSX file holds more than 40 MB of uncompressed data. Split it into smaller files.',
  xlsxTooManyParts: 'The XLSX file holds more than 1,000 parts. Save it again as a plain workbook and retry.',
  emptyFile: 'The file has no header row.',
  missingColumns: 'The file is missing the required columns: {{columns}}',
  notFound: 'The import was not found.',
  formula: 'Formulas are not allowed',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  customerRequired: 'Customer is required',
  customerNotFound: "Customer '{{name}}' was not found",
  customerStatusInvalid: 'Status must be active or inactive',
  projectStatusInvalid: 'Status must be one of active, archived, canceled, pending, opened, done',
  startDateInvalid: 'Start date must be a date like 2025-01-31',
  endDateInvalid: 'End date must be a date like 2025-01-31',
  endBeforeStart: 'End date must be after start date',
  maxHoursInvalid: 'Max working hours must be a number of 0 or more',
  colorInvalid: 'Color code must look like #98A2B3',
  duplicateExisting: "'{{name}}' already exists",
  duplicateInFile: "'{{name}}' repeats row {{row}}",
  importFailed: 'The import failed and nothing was imported: {{reason}}',
} as const;
export type ImportMessageKey = keyof typeof importMessages;

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
