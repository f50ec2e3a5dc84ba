/**
 * The organisation's data as a ZIP of RFC 4180 CSV files (§1 "CSV export"): members, teams, customers, projects,
 * time entries and settings; made by a background job, downloadable by the organisation's owners until it expires.
 */
export const dataExportFiles = [
  'members.csv',
  'teams.csv',
  'customers.csv',
  'projects.csv',
  'time-entries.csv',
  'settings.csv',
] as const;

export const dataExportLimits = {
  /** Hours a finished export stays downloadable. */
  expiresAfterHours: 24,
  /** Exports one organisation may have waiting or running at once. */
  runningMax: 1,
  /** Exports listed (the newest). */
  listed: 10,
} as const;

export const dataExportStatuses = ['queued', 'running', 'ready', 'failed', 'expired'] as const;

export const dataExportMessages = {
  alreadyRunning: 'An export is already being prepared. Wait for it to finish.',
  notFound: 'The export was not found.',
  notReady: 'The export is not ready yet.',
  expired: 'This export has expired. Start a new one.',
  failed: 'The export failed. Start a new one.',
} as const;
