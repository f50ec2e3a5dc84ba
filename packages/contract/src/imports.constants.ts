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
